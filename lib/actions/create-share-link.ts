"use server";
import { createShareLink } from "@/lib/auth/share-links";
import { defineAction } from "./safe-action";
import { conversationIdSchema } from "./schemas";

/** A read-only link to one conversation (editors and owners). */
export const createShareLinkAction = defineAction(
  conversationIdSchema,
  { access: (input) => ({ conversationId: input.conversationId }), need: "write" },
  async ({ conversationId }, { viewer }) => createShareLink(conversationId, viewer.userId),
);
