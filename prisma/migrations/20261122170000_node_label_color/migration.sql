-- Graph labels and colours of conversation nodes (additive).
ALTER TABLE "Node" ADD COLUMN "label" TEXT;
ALTER TABLE "Node" ADD COLUMN "color" TEXT;
