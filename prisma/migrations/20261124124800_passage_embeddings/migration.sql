-- CreateTable
CREATE TABLE "KnowledgePassageEmbedding" (
    "passageId" TEXT NOT NULL,
    "treeId" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "vector" BLOB NOT NULL,

    PRIMARY KEY ("passageId", "model"),
    CONSTRAINT "KnowledgePassageEmbedding_passageId_fkey" FOREIGN KEY ("passageId") REFERENCES "KnowledgePassage" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "KnowledgePassageEmbedding_treeId_model_idx" ON "KnowledgePassageEmbedding"("treeId", "model");
