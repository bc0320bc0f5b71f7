import { z } from "zod";
import {
  createUser,
  deleteUser,
  inviteUser,
  listUsers,
  resetPassword,
  setPassword,
  setUserDisabled,
  setUserRole,
} from "@/lib/auth/users";
import { emailSchema, userRoleSchema } from "@/lib/actions/schemas";
import { AppError } from "@/lib/errors";
import { subcommand, usageError } from "@/cli/args";
import { defineCommand } from "@/cli/define";

const USAGE = [
  "user create --email E --password P [--admin] | user invite --email E [--admin] | user password --email E --password P",
  "user reset --email E | user role --email E --role admin|user | user list | user disable --email E",
  "user enable --email E | user delete --email E",
].join("\n       ");
const SUBCOMMANDS = ["create", "invite", "password", "reset", "role", "list", "disable", "enable", "delete"] as const;

const schema = z.object({
  sub: z.enum(SUBCOMMANDS, { message: `Use user ${SUBCOMMANDS.join(", ")}.` }),
  email: emailSchema.optional(),
  password: z.string().min(8, "Passwords have at least 8 characters.").max(256).optional(),
  admin: z.boolean().optional(),
  role: userRoleSchema.optional(),
});

/**
 * `user`: accounts from the command line (the instance admin, or --user an admin); the same
 * functions as the admin page (lib/auth/users.ts). `invite` and `reset` print a temporary password
 * once; `delete` gives the projects of the deleted account to the admin running the command.
 */
export const userCommand = defineCommand({
  name: "user",
  usage: USAGE,
  summary: "create, invite, list, disable, enable and delete accounts; set or reset a password; change a role (admins)",
  flags: {
    email: { type: "string" },
    password: { type: "string" },
    admin: { type: "boolean" },
    role: { type: "string" },
  },
  input: (values, positionals) => {
    return {
      sub: subcommand(positionals, SUBCOMMANDS, USAGE),
      email: values.email,
      password: values.password,
      admin: values.admin,
      role: values.role,
    };
  },
  schema,
  admin: true,
  async run({ sub, email, password, admin, role }, { viewer }) {
    if (sub === "list") {
      const users = await listUsers();
      return {
        data: { users },
        text: users
          .map((u) => `${u.email}\t${u.role}${u.disabled ? "\tdisabled" : ""}${u.hasPassword ? "" : "\tno password"}`)
          .join("\n"),
      };
    }
    if (!email) throw usageError("Missing --email.", USAGE);
    switch (sub) {
      case "disable":
      case "enable": {
        if (sub === "disable" && email === viewer.email)
          throw new AppError("invalid:self", "You cannot disable your own account.");
        const user = await setUserDisabled(email, sub === "disable");
        return {
          data: { user },
          text: sub === "disable" ? `Disabled ${user.email}; its sessions ended.` : `Enabled ${user.email}.`,
        };
      }
      case "invite":
      case "reset": {
        const issued =
          sub === "invite" ? await inviteUser({ email, role: admin ? "admin" : "user" }) : await resetPassword(email);
        return {
          data: { ...issued },
          text: `${sub === "invite" ? `Invited ${issued.user.role} ${issued.user.email}` : `Reset the password of ${issued.user.email}; its sessions ended`}. Temporary password (shown once): ${issued.temporaryPassword}`,
        };
      }
      case "role": {
        if (!role) throw usageError("Missing --role admin|user.", USAGE);
        if (email === viewer.email && role !== "admin")
          throw new AppError("invalid:self", "You cannot remove your own admin role.");
        const user = await setUserRole(email, role);
        return { data: { user }, text: `${user.email} is now ${user.role === "admin" ? "an admin" : "a user"}.` };
      }
      case "delete": {
        const deleted = await deleteUser(email, viewer.userId);
        return {
          data: { ...deleted },
          text: `Deleted ${deleted.email}; ${deleted.projectsMoved} project(s) it owned are now yours.`,
        };
      }
    }
    if (!password) throw usageError("Missing --password.", USAGE);
    const user = sub === "create" ? await createUser({ email, password, admin }) : await setPassword(email, password);
    return {
      data: { user },
      text:
        sub === "create"
          ? `Created ${user.role} ${user.email}.`
          : `Set the password of ${user.email}; its sessions ended.`,
    };
  },
});
