import { defineRoute } from "@/lib/auth/route";
import { imageResponse, variantOf } from "@/lib/media/serve";

export const dynamic = "force-dynamic";

/** The image an item shows (`?size=thumb|model|original`), to whoever may read the item's node. */
export const GET = defineRoute<{ itemId: string }>(
  { access: ({ params }) => ({ itemId: params.itemId }), need: "read" },
  ({ params, query, request }) =>
    imageResponse(params.itemId, variantOf(query.get("size")), request.headers.get("if-none-match")),
);
