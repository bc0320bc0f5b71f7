import { defineRoute } from "@/lib/auth/route";
import { enqueueImport, readUploadToSpool } from "@/lib/knowledge";

export const dynamic = "force-dynamic";

/**
 * Queues an import into the project's knowledge tree: multipart/form-data (field "files") or JSON
 * `{ name, text }` (pasted text); `?replace=DOCUMENT_ID` re-imports one file in place of that
 * document. The form and its files are parsed here, in a worker thread (a bad file is a 400 JSON error); the import itself is a
 * background job: the answer is 202 `{ job }`, and `GET /api/projects/:id/jobs/:jobId` follows it.
 * Editors and owners only; rate-limited.
 */
export const POST = defineRoute<{ projectId: string }, undefined>(
  { access: ({ params }) => ({ projectId: params.projectId }), need: "write", body: "raw", rateLimit: "import" },
  async ({ params, request, ctx }) => {
    const replace = new URL(request.url).searchParams.get("replace") ?? undefined;
    // The form and the files parsed in a worker thread, their text kept in a spool file the job reads.
    const docs = await readUploadToSpool(request);
    const job = await enqueueImport(params.projectId, docs, { replace, userId: ctx.viewer?.userId ?? null });
    return Response.json({ job }, { status: 202 });
  },
);
