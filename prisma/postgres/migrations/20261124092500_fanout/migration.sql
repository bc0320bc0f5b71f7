-- AlterTable
ALTER TABLE "Node" ADD COLUMN     "fanoutId" TEXT,
ADD COLUMN     "model" TEXT,
ADD COLUMN     "systemPrompt" TEXT;

-- CreateIndex
CREATE INDEX "Node_fanoutId_idx" ON "Node"("fanoutId");

