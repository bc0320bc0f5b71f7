-- CreateTable
CREATE TABLE "KnowledgePassageEmbedding" (
    "passageId" TEXT NOT NULL,
    "treeId" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "vector" BYTEA NOT NULL,

    CONSTRAINT "KnowledgePassageEmbedding_pkey" PRIMARY KEY ("passageId","model")
);

-- CreateIndex
CREATE INDEX "KnowledgePassageEmbedding_treeId_model_idx" ON "KnowledgePassageEmbedding"("treeId", "model");

-- AddForeignKey
ALTER TABLE "KnowledgePassageEmbedding" ADD CONSTRAINT "KnowledgePassageEmbedding_passageId_fkey" FOREIGN KEY ("passageId") REFERENCES "KnowledgePassage"("id") ON DELETE CASCADE ON UPDATE CASCADE;
