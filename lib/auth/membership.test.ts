import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { createProject } from "@/lib/db/queries/projects";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { listMembers, shareProject } from "./membership";
import { createUser } from "./users";

useTestDatabase();

// Issue 32, finding 7: sharing said "There is no account for nosuch@...", telling any project owner
// which addresses have accounts. It now answers the same for both and adds only real accounts.
describe("sharing does not tell which addresses have accounts", () => {
  it("answers the same for an address with an account and one without", async () => {
    await createUser({ email: "first-admin@example.test", password: "first admin password" });
    const known = await createUser({ email: "Known@Example.test", password: "known password 1" });
    const { id } = await createProject({ name: "Shared" });
    const found = await shareProject(id, " known@example.test ", "editor");
    const missing = await shareProject(id, "nosuch@example.test", "editor");
    expect(found).toEqual({ email: "known@example.test", role: "editor" });
    expect(missing).toEqual({ email: "nosuch@example.test", role: "editor" });
    expect(JSON.stringify(missing)).not.toMatch(/no account/i);
    expect((await listMembers(id)).map((m) => m.userId)).toEqual([known.id]);
    expect(await getDb().user.count({ where: { email: "nosuch@example.test" } })).toBe(0);
  });
});
