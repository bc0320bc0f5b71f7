-- A stdio MCP server's own environment (encrypted) and its names.
ALTER TABLE "McpServer" ADD COLUMN "envCipher" TEXT;
ALTER TABLE "McpServer" ADD COLUMN "envNames" JSONB;
