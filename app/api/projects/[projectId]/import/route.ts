import { defineRoute } from "@/lib/auth/route";
import { importEventStream, NDJSON, readDocuments, readImportRequest } from "@/lib/knowledge";

export const dynamic = "force-dynamic";

/**
 * Imports documents into the project's knowledge tree: multipart/form-data (field "files") or JSON
 * `{ name, text }` (pasted text); `?replace=DOCUMENT_ID` re-imports one file in place of that document. A bad request or file is a JSON error response; otherwise the
 * answer streams NDJSON: `{type: "progress", phase, done, total}` lines, then `{type: "done",
 * result}` or `{type: "error", error: {code, message}}`. Editors and owners only; rate-limited.
 */
export const POST = defineRoute<{ projectId: string }, undefined>(
  { access: ({ params }) => ({ projectId: params.projectId }), need: "write", body: "raw", rateLimit: "import" },
  async ({ params, request }) => {
    // ?replace=<documentId>: re-import one file in place of that document (checked by the import).
    const replace = new URL(request.url).searchParams.get("replace") ?? undefined;
    const docs = await readDocuments(await readImportRequest(request));
    return new Response(importEventStream(params.projectId, docs, { replace }), {
      headers: { "content-type": NDJSON, "cache-control": "no-store", "x-accel-buffering": "no" },
    });
  },
);
