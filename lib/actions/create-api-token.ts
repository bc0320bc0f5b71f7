"use server";
import { createApiToken, createTokenSchema } from "@/lib/auth/tokens";
import { defineAction } from "./safe-action";

/**
 * Creates a personal API token for the signed-in user (Account page) and returns it this once;
 * a project-scoped token needs access to that project (not_found otherwise).
 */
export const createApiTokenAction = defineAction(createTokenSchema, { access: "authenticated" }, async (input, ctx) => {
  const { id, token, view } = await createApiToken(ctx.viewer, input);
  return { id, token, view };
});
