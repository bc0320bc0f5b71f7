"use server";
import { revokeApiToken } from "@/lib/auth/tokens";
import { defineAction } from "./safe-action";
import { revokeApiTokenSchema } from "./schemas";

/** Revokes one of the signed-in user's tokens (an admin: anyone's, from the Admin page); others are not_found. */
export const revokeApiTokenAction = defineAction(
  revokeApiTokenSchema,
  { access: "authenticated" },
  async ({ tokenId }, ctx) => {
    await revokeApiToken(ctx.viewer, tokenId);
    return { tokenId };
  },
);
