"use server";
import { endAllSessions } from "@/lib/auth/users";
import { defineAction } from "./safe-action";
import { emptySchema } from "./schemas";

/** Ends every session of the signed-in user, this one included. */
export const signOutEverywhereAction = defineAction(
  emptySchema,
  { access: "authenticated" },
  async (_input, { viewer }) => ({
    ended: await endAllSessions(viewer.userId),
  }),
);
