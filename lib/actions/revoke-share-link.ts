"use server";
import { revokeShareLink } from "@/lib/auth/share-links";
import { defineAction } from "./safe-action";
import { revokeShareLinkSchema } from "./schemas";

export const revokeShareLinkAction = defineAction(
  revokeShareLinkSchema,
  { access: (input) => ({ conversationId: input.conversationId }), need: "write" },
  async ({ conversationId, linkId }) => {
    await revokeShareLink(conversationId, linkId);
    return { linkId };
  },
);
