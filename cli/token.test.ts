import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { authenticateToken } from "@/lib/auth/tokens";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { run } from "./canopy";

useTestDatabase();

async function canopy(...argv: string[]) {
  const out: string[] = [];
  const code = await run([...argv, "--json"], { out: (t) => out.push(t), err: () => {} });
  return { code, json: out.length ? JSON.parse(out.join("\n")) : null };
}

describe("canopy token (stable: checked from outside)", () => {
  it("create --json prints {id, token}; the token authenticates; revoke ends it", async () => {
    await canopy("user", "create", "--email", "admin@example.test", "--password", "admin-password");
    await canopy("user", "create", "--email", "ann@example.test", "--password", "ann-password");
    await canopy("conversation", "create", "--project", "Notes", "--user", "ann@example.test");

    const created = await canopy(
      "token",
      "create",
      "--user",
      "ann@example.test",
      "--name",
      "agent",
      "--scope",
      "read",
      "--project",
      "Notes",
    );
    expect(created.code).toBe(0);
    expect(Object.keys(created.json).sort()).toEqual(["id", "token"]);
    const viewer = await authenticateToken(created.json.token);
    const project = await getDb().project.findFirstOrThrow({ where: { name: "Notes" } });
    expect(viewer).toMatchObject({ email: "ann@example.test", token: { scope: "read", projectId: project.id } });

    const listed = await canopy("token", "list", "--user", "ann@example.test");
    expect(listed.json.tokens).toEqual([expect.objectContaining({ id: created.json.id, status: "active" })]);

    // Someone else's token does not exist for them; its owner revokes it.
    await canopy("user", "create", "--email", "bob@example.test", "--password", "bob-password");
    const foreign = await canopy("token", "revoke", "--user", "bob@example.test", "--id", created.json.id);
    expect([foreign.code, foreign.json.error.code]).toEqual([1, "not_found:token"]);
    const revoked = await canopy("token", "revoke", "--user", "ann@example.test", "--id", created.json.id);
    expect(revoked.code).toBe(0);
    expect(await authenticateToken(created.json.token)).toBeNull();
  });

  it("refuses bad usage with exit 2 and a stranger's project with not_found", async () => {
    await canopy("user", "create", "--email", "carl@example.test", "--password", "carl-password");
    expect((await canopy("token", "create", "--user", "carl@example.test", "--name", "x")).code).toBe(2);
    const scope = await canopy("token", "create", "--user", "carl@example.test", "--name", "x", "--scope", "admin");
    expect([scope.code, scope.json.error.code]).toEqual([2, "invalid:input"]);
    expect((await canopy("token", "revoke", "--user", "carl@example.test")).code).toBe(2);
    const days = await canopy(
      "token",
      "create",
      "--user",
      "carl@example.test",
      "--name",
      "x",
      "--scope",
      "read",
      "--expires-days",
      "999",
    );
    expect(days.code).toBe(2);
    const stranger = await canopy(
      "token",
      "create",
      "--user",
      "carl@example.test",
      "--name",
      "x",
      "--scope",
      "read",
      "--project",
      "Notes",
    );
    expect([stranger.code, stranger.json.error.code]).toEqual([1, "not_found:project"]);
    expect(await getDb().apiToken.count({ where: { user: { email: "carl@example.test" } } })).toBe(0);
  });
});
