import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { run } from "./canopy";

useTestDatabase();

async function canopy(...argv: string[]) {
  const out: string[] = [];
  const code = await run([...argv, "--json"], { out: (t) => out.push(t), err: () => {} });
  return { code, json: out.length ? JSON.parse(out.join("\n")) : null };
}

describe("connection settings: the task model and users' keys from the command line", () => {
  it("shows, sets and clears them through the same function as the admin page", async () => {
    expect((await canopy("connection", "settings")).json).toMatchObject({ taskModel: null, userKeys: false });
    const set = await canopy("connection", "settings", "--task-model", "offline", "--user-keys");
    expect(set).toMatchObject({ code: 0, json: { taskModel: "offline", taskModelAvailable: true, userKeys: true } });
    expect(await getDb().instanceSettings.findUniqueOrThrow({ where: { id: "instance" } })).toMatchObject({
      taskModel: "offline",
      userKeys: true,
    });
    const unknown = await canopy("connection", "settings", "--task-model", "nowhere:model");
    expect(unknown.code).not.toBe(0);
    expect(unknown.json.error.code).toBe("invalid:model");
    const cleared = await canopy("connection", "settings", "--no-task-model", "--no-user-keys");
    expect(cleared.json).toMatchObject({ taskModel: null, userKeys: false });
  });

  it("is for administrators only", async () => {
    await canopy("user", "create", "--email", "member@example.test", "--password", "member-password");
    const refused = await canopy("connection", "settings", "--user-keys", "--user", "member@example.test");
    expect(refused.json.error.code).toBe("forbidden:admin");
    expect((await getDb().instanceSettings.findUnique({ where: { id: "instance" } }))?.userKeys ?? false).toBe(false);
  });

  it("an unknown or missing subcommand is a usage error", async () => {
    for (const argv of [["connection"], ["connection", "nope"], ["user", "list", "extra"]]) {
      const result = await canopy(...argv);
      expect([argv.join(" "), result.code, result.json.error.code]).toEqual([argv.join(" "), 2, "invalid:usage"]);
    }
  });
});
