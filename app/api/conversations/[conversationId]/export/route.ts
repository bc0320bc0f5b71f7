import { readerOf } from "@/lib/auth/access";
import { defineRoute } from "@/lib/auth/route";
import { downloadResponse, exportFileOffThread, exportQuerySchema } from "@/lib/transfer/download";

export const dynamic = "force-dynamic";

/**
 * GET ?format=json: the lossless JSON export; ?format=md[&node=ID]: Markdown of the whole tree or
 * of one node's path. Served as a download. Reads only.
 */
export const GET = defineRoute<{ conversationId: string }>(
  // One export at a time per account, RATE_LIMIT_EXPORT per window, rendered in a worker thread.
  { access: ({ params }) => ({ conversationId: params.conversationId }), need: "read", rateLimit: "export" },
  async ({ params, query, ctx }) =>
    downloadResponse(
      // other members' open asides are left out
      await exportFileOffThread(
        params.conversationId,
        exportQuerySchema.parse(Object.fromEntries(query)),
        readerOf(ctx),
      ),
    ),
);
