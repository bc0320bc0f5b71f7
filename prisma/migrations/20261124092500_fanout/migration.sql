-- AlterTable
ALTER TABLE "Node" ADD COLUMN "fanoutId" TEXT;
ALTER TABLE "Node" ADD COLUMN "model" TEXT;
ALTER TABLE "Node" ADD COLUMN "systemPrompt" TEXT;

-- CreateIndex
CREATE INDEX "Node_fanoutId_idx" ON "Node"("fanoutId");

