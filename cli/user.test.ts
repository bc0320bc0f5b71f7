import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { run } from "./canopy";

useTestDatabase();

async function canopy(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run([...argv, "--json"], { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, json: out.length ? JSON.parse(out.join("\n")) : null, stderr: err.join("\n") };
}

describe("accounts from the command line", () => {
  it("without --user acts as a local admin created on the empty database, who owns what it creates", async () => {
    expect(await getDb().user.count()).toBe(0);
    const created = await canopy("conversation", "create", "--project", "Alpha");
    expect(created.code).toBe(0);
    const admin = await getDb().user.findUniqueOrThrow({
      where: { email: "admin@canopy.local" },
      include: { accounts: true },
    });
    expect(admin).toMatchObject({ role: "admin", disabled: false });
    expect(admin.accounts).toEqual([]); // no password: it cannot sign in on the web yet
    expect(await getDb().project.findUniqueOrThrow({ where: { id: created.json.projectId } })).toMatchObject({
      ownerId: admin.id,
    });
  });

  it("user create / list / password / disable, and --user acting as that account", async () => {
    expect(
      (await canopy("user", "create", "--email", "Bob@Example.test", "--password", "bob-password")).json.user,
    ).toMatchObject({ email: "bob@example.test", role: "user", hasPassword: true });
    expect(
      (await canopy("user", "create", "--email", "bob@example.test", "--password", "bob-password")).json.error.code,
    ).toBe("conflict:email");
    expect(
      (await canopy("user", "password", "--email", "admin@canopy.local", "--password", "admin-password")).json.user
        .hasPassword,
    ).toBe(true);
    const list = (await canopy("user", "list")).json.users.map((u: { email: string; role: string }) => [
      u.email,
      u.role,
    ]);
    expect(list).toEqual([
      ["admin@canopy.local", "admin"],
      ["bob@example.test", "user"],
    ]);

    // Bob is not a member of Alpha: its records do not exist for him.
    const alpha = await getDb().conversation.findFirstOrThrow({ include: { nodes: true } });
    const tree = await canopy("tree", "--conversation", alpha.id, "--user", "bob@example.test");
    expect([tree.code, tree.json.error.code]).toEqual([1, "not_found:conversation"]);
    // Bob is no admin.
    expect((await canopy("user", "list", "--user", "bob@example.test")).json.error.code).toBe("forbidden:admin");

    // Shared as viewer: he reads, but cannot write.
    expect(
      (await canopy("project", "share", "--project", "Alpha", "--email", "bob@example.test", "--role", "viewer")).code,
    ).toBe(0);
    expect((await canopy("tree", "--conversation", alpha.id, "--user", "bob@example.test")).code).toBe(0);
    const say = await canopy("say", "--node", alpha.nodes[0]!.id, "--user", "bob@example.test", "Hello");
    expect(say.json.error.code).toBe("forbidden:write");

    // Disabled: the CLI refuses to act as him.
    expect((await canopy("user", "disable", "--email", "bob@example.test")).json.user.disabled).toBe(true);
    expect((await canopy("tree", "--conversation", alpha.id, "--user", "bob@example.test")).json.error.code).toBe(
      "forbidden:disabled",
    );
  });

  it("user invite / reset / role / enable / delete: a temporary password shown once, projects kept", async () => {
    const invited = await canopy("user", "invite", "--email", "carol@example.test");
    expect(invited.json.user).toMatchObject({ email: "carol@example.test", role: "user", hasPassword: true });
    expect(invited.json.temporaryPassword).toMatch(/^[a-zA-Z2-9]{16}$/);
    const reset = await canopy("user", "reset", "--email", "carol@example.test");
    expect(reset.json.temporaryPassword).not.toBe(invited.json.temporaryPassword);
    expect((await canopy("user", "role", "--email", "carol@example.test", "--role", "admin")).json.user.role).toBe(
      "admin",
    );
    expect((await canopy("user", "role", "--email", "carol@example.test", "--role", "owner")).code).not.toBe(0);
    expect((await canopy("user", "enable", "--email", "bob@example.test")).json.user.disabled).toBe(false);
    // Carol's project passes to the admin who deletes her.
    const made = await canopy("conversation", "create", "--project", "Carol's", "--user", "carol@example.test");
    const deleted = await canopy("user", "delete", "--email", "carol@example.test");
    expect(deleted.json).toEqual({ email: "carol@example.test", projectsMoved: 1 });
    const admin = await getDb().user.findUniqueOrThrow({ where: { email: "admin@canopy.local" } });
    expect(await getDb().project.findUniqueOrThrow({ where: { id: made.json.projectId } })).toMatchObject({
      ownerId: admin.id,
    });
    expect((await canopy("user", "delete", "--email", "admin@canopy.local")).json.error.code).toBe("invalid:self");
  });
});
