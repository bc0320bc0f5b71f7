import { errorResponse } from "@/lib/http";
import { AppError } from "@/lib/errors";
import { importChats, MAX_IMPORT_CHARS } from "@/lib/transfer";

export const dynamic = "force-dynamic";

/**
 * Imports whole conversations (our JSON export, ChatGPT's or Claude's conversations.json) into the
 * project: multipart/form-data with one file in "file", or the JSON as the body. Answers
 * `{format, conversations: [{id, title, nodes}]}`; a bad file is a 400 with a clear message and
 * nothing written. Writes: conversations, nodes, items, merge events of the project.
 */
export async function POST(request: Request, { params }: { params: Promise<{ projectId: string }> }) {
  try {
    const { projectId } = await params;
    const length = Number(request.headers.get("content-length") ?? 0);
    if (length > MAX_IMPORT_CHARS * 2) throw new AppError("invalid:import", "The file is too large to import.");
    const type = request.headers.get("content-type") ?? "";
    let text: string;
    if (type.includes("multipart/form-data")) {
      const form = await request.formData().catch(() => {
        throw new AppError("invalid:input", "The upload could not be read. Try again.");
      });
      const file = form.get("file");
      if (!file || typeof file === "string") throw new AppError("invalid:input", 'Choose a chat export file to import (form field "file").');
      text = await file.text();
    } else {
      text = await request.text();
    }
    return Response.json(await importChats(projectId, text));
  } catch (error) {
    return errorResponse(error);
  }
}
