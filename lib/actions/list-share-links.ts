"use server";
import { listShareLinks } from "@/lib/auth/share-links";
import { defineAction } from "./safe-action";
import { conversationIdSchema } from "./schemas";

/** The live read-only links of one conversation (editors and owners: a link is a secret that grants reading). */
export const listShareLinksAction = defineAction(
  conversationIdSchema,
  { access: (input) => ({ conversationId: input.conversationId }), need: "write" },
  async ({ conversationId }) => listShareLinks(conversationId),
);
