import { idSchema } from "@/lib/actions/schemas";
import { attachFile } from "@/lib/chat/attach";
import { AppError } from "@/lib/errors";
import { errorResponse } from "@/lib/http";
import { readImportRequest } from "@/lib/knowledge";
import { readSessionId } from "@/lib/session";

export const dynamic = "force-dynamic";

/**
 * Attaches one file (multipart/form-data, field "files") to a node: its text joins the node's
 * window as a note. Answers the AttachResult as JSON, or a JSON error.
 */
export async function POST(request: Request, { params }: { params: Promise<{ nodeId: string }> }) {
  try {
    const nodeId = idSchema.parse((await params).nodeId);
    const files = await readImportRequest(request);
    if (files.length !== 1) throw new AppError("invalid:input", "Attach one file at a time.");
    return Response.json(await attachFile({ nodeId, file: files[0], sessionId: await readSessionId() }));
  } catch (error) {
    return errorResponse(error);
  }
}
