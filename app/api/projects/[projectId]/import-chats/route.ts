import { defineRoute } from "@/lib/auth/route";
import { importChats, MAX_IMPORT_CHARS } from "@/lib/transfer";

export const dynamic = "force-dynamic";

/**
 * Imports whole conversations (our JSON export, ChatGPT's or Claude's conversations.json) into the
 * project: multipart/form-data with one file in "file", or the JSON as the body. Answers
 * `{format, conversations: [{id, title, nodes}]}`; a bad file is a 400 with a clear message, one
 * over the limits (60 MB, 500 conversations, 5,000 messages in one, 50,000 in all) a 413 answered
 * from the counts before any tree is built; nothing written. The body is read, checked and written
 * in a worker thread (lib/transfer `importChats`), never on the server's event loop. Writes:
 * conversations, nodes, items, merge events of the project.
 */
export const POST = defineRoute<{ projectId: string }>(
  {
    access: ({ params }) => ({ projectId: params.projectId }),
    need: "write",
    body: "upload",
    maxBytes: MAX_IMPORT_CHARS + 4 * 1024 * 1024,
    rateLimit: "import",
  },
  async ({ params, request, upload }) =>
    importChats(params.projectId, {
      // Moved to the import thread as they are (transferred, not copied).
      bytes: upload!.buffer as ArrayBuffer,
      contentType: request.headers.get("content-type") ?? "",
    }),
);
