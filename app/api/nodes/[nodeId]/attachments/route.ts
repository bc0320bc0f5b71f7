import { attachFile } from "@/lib/chat/attach";
import { AppError } from "@/lib/errors";
import { defineRoute } from "@/lib/auth/route";
import { readImportRequest } from "@/lib/knowledge";

export const dynamic = "force-dynamic";

/**
 * Attaches one file (multipart/form-data, field "files") to a node: its text joins the node's
 * window as a note. Answers the AttachResult as JSON, or a JSON error.
 */
export const POST = defineRoute<{ nodeId: string }>(
  { access: ({ params }) => ({ nodeId: params.nodeId }), need: "write", body: "raw", rateLimit: "import" },
  async ({ params, request, ctx }) => {
    const files = await readImportRequest(request);
    if (files.length !== 1) throw new AppError("invalid:input", "Attach one file at a time.");
    return attachFile({ nodeId: params.nodeId, file: files[0], sessionId: ctx.viewer?.sessionId ?? null });
  },
);
