import { readerOf } from "@/lib/auth/access";
import { defineRoute } from "@/lib/auth/route";
import { downloadResponse, exportFile, exportQuerySchema } from "@/lib/transfer/download";

export const dynamic = "force-dynamic";

/**
 * GET ?format=json: the lossless JSON export; ?format=md[&node=ID]: Markdown of the whole tree or
 * of one node's path. Served as a download. Reads only.
 */
export const GET = defineRoute<{ conversationId: string }>(
  { access: ({ params }) => ({ conversationId: params.conversationId }), need: "read" },
  async ({ params, query, ctx }) =>
    downloadResponse(
      // other members' open asides are left out
      await exportFile(params.conversationId, exportQuerySchema.parse(Object.fromEntries(query)), readerOf(ctx)),
    ),
);
