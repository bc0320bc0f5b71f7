import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canopy, ok } from "@/cli/testing";
import { startFakeOpenAIServer, type FakeServer } from "@/lib/ai/testing/fake-openai-server";
import { getDb } from "@/lib/db/client";
import { resetEnv } from "@/lib/env";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { MAX_MODEL_LIST_BYTES } from "@/lib/ai/model-lists";

useTestDatabase();

const KEY = "sk-test-abcdefghijkl4f2a";
let fake: FakeServer;
let bad: Server;
let badUrl: string;
let closedPort: number;
const saved = process.env.CONNECTIONS_ALLOW_PRIVATE_URLS;

/** A misbehaving "model server": its path picks the failure. */
function misbehave(path: string, res: ServerResponse) {
  if (path.startsWith("/unauthorized/")) return res.writeHead(401).end('{"error":"bad key"}');
  if (path.startsWith("/garbage/")) return res.writeHead(200, { "content-type": "application/json" }).end("<html>");
  if (path.startsWith("/notalist/")) return res.writeHead(200).end('{"hello":"world"}');
  if (path.startsWith("/hang/")) return; // never answers
  if (path.startsWith("/huge/")) {
    // 10 MB of models, streamed without a length: read until the bound, then dropped.
    res.writeHead(200, { "content-type": "application/json" });
    res.write('{"data":[');
    const row = JSON.stringify({ id: "m".repeat(1000) });
    let sent = 0;
    const pump = () => {
      while (sent < 10 * 1024 * 1024) {
        sent += row.length + 1;
        if (!res.write(`${row},`)) return void res.once("drain", pump);
      }
      res.end('{"id":"last"}]}');
    };
    res.on("error", () => {});
    return pump();
  }
  res.writeHead(404).end();
}

beforeAll(async () => {
  process.env.CONNECTIONS_ALLOW_PRIVATE_URLS = "1"; // the fake servers listen on 127.0.0.1
  resetEnv();
  fake = await startFakeOpenAIServer();
  bad = createServer((req, res) => misbehave(req.url ?? "/", res));
  await new Promise<void>((r) => bad.listen(0, "127.0.0.1", r));
  badUrl = `http://127.0.0.1:${(bad.address() as AddressInfo).port}`;
  const closed = createServer();
  await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
  closedPort = (closed.address() as AddressInfo).port;
  await new Promise((r) => closed.close(r));
});
afterAll(async () => {
  await fake.close();
  bad.closeAllConnections();
  await new Promise((r) => bad.close(r));
  if (saved === undefined) delete process.env.CONNECTIONS_ALLOW_PRIVATE_URLS;
  else process.env.CONNECTIONS_ALLOW_PRIVATE_URLS = saved;
  resetEnv();
});

describe("connections from the command line", () => {
  it("adds, lists with the key masked, tests, uses and removes a connection", async () => {
    const added = await ok(
      "connection",
      "add",
      "--name",
      "local",
      "--provider",
      "openai-compatible",
      "--url",
      fake.url,
      "--key",
      KEY,
    );
    expect(added).toMatchObject({ id: expect.any(String), name: "local" });

    const { connections } = await ok("connection", "list");
    const local = connections.find((c: { name: string }) => c.name === "local");
    expect(local).toMatchObject({
      id: added.id,
      name: "local",
      provider: "openai-compatible",
      url: fake.url,
      key: "sk-...4f2a",
    });
    expect(JSON.stringify(connections)).not.toContain("abcdefghijkl");
    // At rest: encrypted, not the key.
    const row = await getDb().connection.findUniqueOrThrow({ where: { name: "local" } });
    expect(row.keyCipher).not.toContain("abcdefghijkl");

    expect(await ok("connection", "test", "--name", "local")).toEqual({ ok: true, models: ["test-model"] });
    // A provider that echoes a key (of no recognisable shape) in an error: what is stored and logged never holds it.
    await ok("connection", "add", "--name", "plain", "--provider", "openai", "--key", "Zq9plainsecretvalue");
    await ok("models"); // any command refreshes the registry, which registers the keys for redaction
    const { redactSecrets } = await import("@/lib/log");
    expect(redactSecrets("upstream said: invalid key Zq9plainsecretvalue")).toBe(
      "upstream said: invalid key [redacted]",
    );
    await ok("connection", "remove", "--name", "plain");
    expect((await ok("models")).ids).toContain("local:test-model");

    // say --model makes it the node's model; the server got the key; a branch inherits it.
    const { rootNodeId } = await ok("conversation", "create", "--project", "Conn", "--title", "Models");
    await ok("say", "--node", rootNodeId, "The budget is 3000 euros.");
    const said = await ok("say", "--node", rootNodeId, "--model", "local:test-model", "Hello?");
    expect(said.model).toBe("local:test-model");
    const chat = fake.requests.filter((r) => r.path === "/v1/chat/completions").at(-1)!;
    expect(chat.headers.authorization).toBe(`Bearer ${KEY}`);
    const branch = await ok("branch", "--node", rootNodeId, "--policy", "full");
    expect((await ok("say", "--node", branch.nodeId, "And then?")).model).toBe("local:test-model");
    const other = await ok("branch", "--node", rootNodeId, "--policy", "none", "--model", "offline");
    expect((await ok("say", "--node", other.nodeId, "Hi")).model).toBe("offline");

    expect(await ok("connection", "remove", "--name", "local")).toMatchObject({ name: "local" });
    expect((await ok("models")).ids).not.toContain("local:test-model");
    // A turn on the vanished model fails like a provider error: the question kept, the answer marked.
    const failed = await canopy("say", "--node", rootNodeId, "Still there?", "--json");
    expect(failed.code).toBe(1);
    expect(failed.json.error.message).toMatch(/not available: there is no connection named "local"/);
    const items = await getDb().item.findMany({ where: { nodeId: rootNodeId }, orderBy: { position: "asc" } });
    expect(items.at(-2)!.content).toBe("Still there?");
    expect(items.at(-1)!).toMatchObject({ status: "error" });
    expect(items.at(-1)!.error).toMatch(/not available: there is no connection named "local"/);
  });

  it("reports each failure of a test in plain words, exiting 0", async () => {
    const cases: Array<[string, RegExp]> = [
      [`${badUrl}/unauthorized/v1`, /refused the key \(401\)/],
      [`${badUrl}/missing/v1`, /no model list .* \(404\): check the URL/],
      [`${badUrl}/garbage/v1`, /not JSON/],
      [`${badUrl}/notalist/v1`, /not a model list/],
      [`${badUrl}/huge/v1`, new RegExp(`larger than ${MAX_MODEL_LIST_BYTES / 1024 / 1024} MB`)],
      [`http://127.0.0.1:${closedPort}/v1`, /connection was refused/],
    ];
    for (const [i, [url, message]] of cases.entries()) {
      await ok("connection", "add", "--name", `bad${i}`, "--provider", "openai-compatible", "--url", url);
      const ran = await canopy("connection", "test", "--name", `bad${i}`, "--json");
      expect([url, ran.code]).toEqual([url, 0]);
      expect(ran.json.ok).toBe(false);
      expect(ran.json.error).toMatch(message);
    }
  });

  it("times out a server that never answers", async () => {
    const { listServerModels } = await import("@/lib/ai/model-lists");
    await expect(
      listServerModels({ provider: "openai-compatible", url: `${badUrl}/hang/v1`, key: null, timeoutMs: 300 }),
    ).rejects.toThrow(/did not answer within 0.3 s/);
  });

  it("refuses bad input with a clear message and stores nothing", async () => {
    const before = await getDb().connection.count();
    const refused = async (...argv: string[]) => {
      const ran = await canopy("connection", "add", ...argv, "--json");
      expect(ran.code).not.toBe(0);
      return ran.json.error.message as string;
    };
    expect(await refused("--name", "k", "--provider", "openai", "--key", "sk-one\nsk-two")).toMatch(/line break/);
    expect(await refused("--name", "has space", "--provider", "openai")).toMatch(/no spaces or colons/);
    expect(await refused("--name", "x", "--provider", "mystery")).toMatch(
      /openai, anthropic, google or openai-compatible/,
    );
    expect(await refused("--name", "x", "--provider", "openai-compatible")).toMatch(/needs its server's URL/);
    expect(
      await refused("--name", "self", "--provider", "openai-compatible", "--url", "http://127.0.0.1:3000/v1"),
    ).toMatch(/this Canopy instance/);
    await ok("connection", "add", "--name", "dup", "--provider", "openai", "--key", KEY);
    expect(await refused("--name", "dup", "--provider", "openai")).toMatch(/exists already/);
    expect(await getDb().connection.count()).toBe(before + 1);
    // An unknown model is refused before anything is written.
    const { rootNodeId } = await ok("conversation", "create", "--project", "Conn", "--title", "Unknown");
    const unknown = await canopy("say", "--node", rootNodeId, "--model", "nowhere:model", "Hi", "--json");
    expect(unknown.json.error.code).toBe("invalid:model");
    expect(await getDb().item.count({ where: { nodeId: rootNodeId } })).toBe(0);
  });

  it("refuses a private address when the instance does not allow them", async () => {
    process.env.CONNECTIONS_ALLOW_PRIVATE_URLS = "";
    resetEnv();
    try {
      const ran = await canopy(
        "connection",
        "add",
        "--name",
        "lan",
        "--provider",
        "openai-compatible",
        "--url",
        "http://192.168.1.20:11434/v1",
        "--json",
      );
      expect(ran.json.error.message).toMatch(/private or loopback address/);
    } finally {
      process.env.CONNECTIONS_ALLOW_PRIVATE_URLS = "1";
      resetEnv();
    }
  });
});
