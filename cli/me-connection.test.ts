import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { useFakeProvider } from "@/lib/testing/fake-provider";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { canopy, ok } from "./testing";

useTestDatabase();
const provider = useFakeProvider();

const KEY = "sk-cli-own-key-000000000c11";
const completions = () => provider().requests.filter((r) => r.path.endsWith("/chat/completions"));

async function member(email: string) {
  await ok("user", "create", "--email", email, "--password", "member-password-1");
  return ["--user", email];
}

describe("me connection: a user's own keys from the command line", () => {
  it("is refused while the instance does not allow users' keys, and nothing is written", async () => {
    const as = await member("cli-off@example.test");
    const refused = await canopy(
      ...["me", "connection", "add", "--name", "mine-off", "--provider", "openai-compatible"],
      ...["--url", provider().url, "--key", KEY, ...as, "--json"],
    );
    expect(refused.code).not.toBe(0);
    expect(refused.json.error.code).toBe("forbidden:user_keys");
    expect(await getDb().connection.count()).toBe(0);
  });

  it("adds, lists masked, tests, answers a fan-out with it, and removes; nobody else sees or uses it", async () => {
    await ok("connection", "settings", "--user-keys");
    const gina = await member("cli-gina@example.test");
    const hugo = await member("cli-hugo@example.test");
    const added = await ok(
      ...["me", "connection", "add", "--name", "gina-own", "--provider", "openai-compatible"],
      ...["--url", provider().url, "--key", KEY, ...gina],
    );
    expect(added).toMatchObject({ id: expect.any(String), name: "gina-own", models: ["test-model"] });

    const listed = await ok("me", "connection", "list", ...gina);
    expect(listed.connections.map((c: { name: string; key: string }) => [c.name, c.key])).toEqual([
      ["gina-own", "sk-...0c11"],
    ]);
    expect(JSON.stringify(listed)).not.toContain(KEY);
    expect((await ok("me", "connection", "list", ...hugo)).connections).toEqual([]);
    // Not the instance's: the administrators' list does not show it.
    expect((await ok("connection", "list")).connections.map((c: { name: string }) => c.name)).not.toContain("gina-own");
    expect(await ok("me", "connection", "test", "--name", "gina-own", ...gina)).toEqual({
      ok: true,
      models: ["test-model"],
    });
    const other = await canopy("me", "connection", "test", "--name", "gina-own", ...hugo, "--json");
    expect(other.json.error.code).toBe("not_found:connection");

    // Her model is hers in `models` and `fanout --models`; Hugo's fan-out may not use it.
    expect((await ok("models", ...gina)).ids).toContain("gina-own:test-model");
    expect((await ok("models", ...hugo)).ids).not.toContain("gina-own:test-model");
    const mine = await ok("conversation", "create", "--project", "Gina's", "--title", "Fan", ...gina);
    const before = completions().length;
    const fan = await ok(
      ...["fanout", "--node", mine.rootNodeId, "--models", "offline,gina-own:test-model", "Hello?", ...gina],
    );
    expect(new Set(fan.branches.map((b: { model: string; status: string }) => `${b.model} ${b.status}`))).toEqual(
      new Set(["offline complete", "gina-own:test-model complete"]),
    );
    expect(
      completions()
        .slice(before)
        .every((r) => r.headers.authorization === `Bearer ${KEY}`),
    ).toBe(true);
    expect(completions().length).toBeGreaterThan(before);
    const his = await ok("conversation", "create", "--project", "Hugo's", "--title", "Fan", ...hugo);
    const refused = await canopy(
      ...["fanout", "--node", his.rootNodeId, "--models", "offline,gina-own:test-model", "Hi", ...hugo, "--json"],
    );
    expect(refused.json.error.code).toBe("invalid:model");

    const removedByOther = await canopy("me", "connection", "remove", "--name", "gina-own", ...hugo, "--json");
    expect(removedByOther.json.error.code).toBe("not_found:connection");
    expect(await ok("me", "connection", "remove", "--name", "gina-own", ...gina)).toEqual({
      id: added.id,
      name: "gina-own",
    });
    expect(await getDb().connection.count()).toBe(0);
  });

  it("a missing area, subcommand or --name is a usage error", async () => {
    for (const argv of [["me"], ["me", "keys", "list"], ["me", "connection"], ["me", "connection", "test"]]) {
      const result = await canopy(...argv, "--json");
      expect([argv.join(" "), result.code, result.json.error.code]).toEqual([argv.join(" "), 2, "invalid:usage"]);
    }
  });
});
