import { z } from "zod";
import { createUser, listUsers, setPassword, setUserDisabled } from "@/lib/auth/users";
import { emailSchema } from "@/lib/actions/schemas";
import { usageError } from "@/cli/args";
import { defineCommand } from "@/cli/define";

const USAGE =
  "user create --email E --password P [--admin] | user password --email E --password P | user list | user disable --email E";
const SUBCOMMANDS = ["create", "password", "list", "disable"] as const;

const schema = z.object({
  sub: z.enum(SUBCOMMANDS, { message: "Use user create, password, list or disable." }),
  email: emailSchema.optional(),
  password: z.string().min(8, "Passwords have at least 8 characters.").max(256).optional(),
  admin: z.boolean().optional(),
});

/** `user`: accounts from the command line (the instance admin, or --user an admin). */
export const userCommand = defineCommand({
  name: "user",
  usage: USAGE,
  summary: "create accounts, set a password, list and disable accounts (admins)",
  flags: { email: { type: "string" }, password: { type: "string" }, admin: { type: "boolean" } },
  input: (values, positionals) => {
    if (positionals.length !== 1)
      throw usageError(
        positionals.length ? `Unknown subcommand "${positionals.join(" ")}".` : "Missing the subcommand.",
        USAGE,
      );
    return { sub: positionals[0], email: values.email, password: values.password, admin: values.admin };
  },
  schema,
  admin: true,
  async run({ sub, email, password, admin }) {
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
    if (sub === "disable") {
      const user = await setUserDisabled(email, true);
      return { data: { user }, text: `Disabled ${user.email}; its sessions ended.` };
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
