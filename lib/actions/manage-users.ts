"use server";
import { revalidatePath } from "next/cache";
import { deleteUser, inviteUser, resetPassword, setUserRole } from "@/lib/auth/users";
import { AppError } from "@/lib/errors";
import { defineAction } from "./safe-action";
import { inviteUserSchema, setUserRoleSchema, userEmailSchema } from "./schemas";

/** Admins invite a person: an account with a temporary password, returned once to show the admin. */
export const inviteUserAction = defineAction(inviteUserSchema, { access: "admin" }, async ({ email, role }) => {
  const issued = await inviteUser({ email, role });
  revalidatePath("/admin");
  return issued;
});

/** Admins make an account an admin or a user (never the last enabled admin a user). */
export const setUserRoleAction = defineAction(setUserRoleSchema, { access: "admin" }, async ({ email, role }, ctx) => {
  if (email === ctx.viewer.email && role !== "admin")
    throw new AppError("invalid:self", "You cannot remove your own admin role.");
  const user = await setUserRole(email, role);
  revalidatePath("/admin");
  return user;
});

/** Admins reset a password to a temporary one (returned once); the account's sessions end. */
export const resetPasswordAction = defineAction(userEmailSchema, { access: "admin" }, async ({ email }) => {
  const issued = await resetPassword(email);
  revalidatePath("/admin");
  return issued;
});

/** Admins delete an account; the projects it owns (and their conversations) pass to the deleting admin. */
export const deleteUserAction = defineAction(userEmailSchema, { access: "admin" }, async ({ email }, ctx) => {
  const deleted = await deleteUser(email, ctx.viewer.userId);
  revalidatePath("/admin");
  return deleted;
});
