import { defineRoute } from "@/lib/auth/route";
import { AppError } from "@/lib/errors";
import { importChats, MAX_IMPORT_CHARS } from "@/lib/transfer";

export const dynamic = "force-dynamic";

/**
 * Imports whole conversations (our JSON export, ChatGPT's or Claude's conversations.json) into the
 * project: multipart/form-data with one file in "file", or the JSON as the body. Answers
 * `{format, conversations: [{id, title, nodes}]}`; a bad file is a 400 with a clear message, one
 * over the limits (60 MB, 500 conversations, 5,000 messages in one, 50,000 in all) a 413 answered
 * from the counts before any tree is built; nothing written. Writes: conversations, nodes, items,
 * merge events of the project.
 */
export const POST = defineRoute<{ projectId: string }>(
  {
    access: ({ params }) => ({ projectId: params.projectId }),
    need: "write",
    body: "raw",
    maxBytes: MAX_IMPORT_CHARS + 4 * 1024 * 1024,
    rateLimit: "import",
  },
  async ({ params, request }) => {
    const type = request.headers.get("content-type") ?? "";
    let text: string;
    if (type.includes("multipart/form-data")) {
      const form = await request.formData().catch(() => {
        throw new AppError("invalid:input", "The upload could not be read. Try again.");
      });
      const file = form.get("file");
      if (!file || typeof file === "string")
        throw new AppError("invalid:input", 'Choose a chat export file to import (form field "file").');
      text = await file.text();
    } else {
      text = await request.text();
    }
    return importChats(params.projectId, text);
  },
);
