"use server";
import { revalidatePath } from "next/cache";
import { setUserDisabled } from "@/lib/auth/users";
import { AppError } from "@/lib/errors";
import { defineAction } from "./safe-action";
import { setUserDisabledSchema } from "./schemas";

/** Admins disable (or enable again) an account; disabling ends its sessions. */
export const setUserDisabledAction = defineAction(
  setUserDisabledSchema,
  { access: "admin" },
  async ({ email, disabled }, { viewer }) => {
    if (disabled && email.toLowerCase() === viewer.email)
      throw new AppError("invalid:self", "You cannot disable your own account.");
    const user = await setUserDisabled(email, disabled);
    revalidatePath("/admin");
    return user;
  },
);
