// The schema lives in lib (lib/actions/chat-schema.ts) so that /api/v1 and the MCP server validate with it too.
export { chatBodySchema, type ChatBody } from "@/lib/actions/chat-schema";
