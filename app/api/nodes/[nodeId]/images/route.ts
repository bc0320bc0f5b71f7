import { defineRoute } from "@/lib/auth/route";
import { attachImages } from "@/lib/media/attach";
import { imageUploadMaxBytes, readImageUpload } from "@/lib/media/upload";

export const dynamic = "force-dynamic";

/**
 * Attaches images (multipart/form-data, field "images", several) to a node: each becomes an image
 * item at the end of its window. Answers `{items: [{itemId, kind: "image", name, text, ...}]}`.
 */
export const POST = defineRoute<{ nodeId: string }>(
  {
    access: ({ params }) => ({ nodeId: params.nodeId }),
    need: "write",
    body: "upload",
    maxBytes: imageUploadMaxBytes(),
    rateLimit: "import",
  },
  async ({ params, request, upload, ctx }) =>
    attachImages({
      nodeId: params.nodeId,
      files: await readImageUpload(request.headers.get("content-type"), upload),
      sessionId: ctx.viewer?.sessionId ?? null,
    }),
);
