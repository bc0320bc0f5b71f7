"use server";
import { revalidatePath } from "next/cache";
import { setSignupMode } from "@/lib/auth/users";
import { defineAction } from "./safe-action";
import { signupModeSchema } from "./schemas";

/** Admins choose who may sign up: open, invite (admins create accounts) or closed. */
export const setSignupModeAction = defineAction(signupModeSchema, { access: "admin" }, async ({ mode }) => {
  const stored = await setSignupMode(mode);
  revalidatePath("/admin");
  return { mode: stored };
});
