import { defineRoute } from "@/lib/auth/route";
import { assertSharedImage } from "@/lib/chat/shared-view";
import { imageResponse, variantOf } from "@/lib/media/serve";

export const dynamic = "force-dynamic";

/**
 * An image on a share link's page (`?size=thumb|model|original`): public like the page, and only
 * when the shared page shows that item (a revoked link, an aside's or another conversation's item: 404).
 */
export const GET = defineRoute<{ token: string; itemId: string }>({ access: "public" }, async ({ params, query }) => {
  await assertSharedImage(params.token, params.itemId);
  return imageResponse(params.itemId, variantOf(query.get("size")));
});
