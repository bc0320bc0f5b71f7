import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { canopy, ok } from "@/cli/testing";
import { getDb } from "@/lib/db/client";
import { resetEnv } from "@/lib/env";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { boundedFetch } from "./bounded-io";
import { retryBackoffMs, retryFailedMcpServers } from "./registry";
import { openToolSession } from "./session";
import { toolMenuForProject } from "./tool-menu";
import { EVERYTHING_BIN, freePort, startEverythingHttp } from "./testing/servers";

useTestDatabase();

let http: Awaited<ReturnType<typeof startEverythingHttp>>;
const saved = { stdio: process.env.MCP_ALLOW_STDIO, priv: process.env.MCP_ALLOW_PRIVATE_URLS };

function flags(stdio: boolean, priv: boolean) {
  process.env.MCP_ALLOW_STDIO = stdio ? "1" : "";
  process.env.MCP_ALLOW_PRIVATE_URLS = priv ? "1" : "";
  resetEnv();
}

/** `mcp add` of the "everything" server over stdio, named `ev`, with more flags after it. */
const addEverything = (...more: string[]) =>
  ["mcp", "add", "--name", "ev", "--command", process.execPath, "--arg", EVERYTHING_BIN, ...more] as const;

beforeAll(async () => {
  http = await startEverythingHttp();
}, 30_000);
afterAll(async () => {
  await http?.stop();
  process.env.MCP_ALLOW_STDIO = saved.stdio;
  process.env.MCP_ALLOW_PRIVATE_URLS = saved.priv;
  resetEnv();
});
beforeEach(async () => {
  flags(true, true);
  await getDb().mcpServer.deleteMany();
});

describe("mcp commands over the registry", () => {
  it("adds a Streamable HTTP server, lists it connected with its tools, removes it", async () => {
    const added = await ok("mcp", "add", "--name", "every", "--url", http.url, "--header", "X-Team: blue");
    expect(added).toMatchObject({ name: "every", status: "connected" });
    expect(added.tools).toContain("echo");
    const listed = await ok("mcp", "list");
    expect(listed.servers).toHaveLength(1);
    expect(listed.servers[0]).toMatchObject({ name: "every", status: "connected" });
    expect(listed.servers[0].tools.map((t: { name: string }) => t.name)).toContain("get-sum");
    // The header's value is stored encrypted and never listed.
    const row = await getDb().mcpServer.findUniqueOrThrow({ where: { name: "every" } });
    expect(row.headersCipher).not.toContain("blue");
    expect(JSON.stringify(listed)).not.toContain("blue");
    expect(await ok("mcp", "remove", "--name", "every")).toMatchObject({ name: "every" });
    expect((await ok("mcp", "list")).servers).toEqual([]);
  });

  it("adds a stdio server only with MCP_ALLOW_STDIO=1", async () => {
    flags(false, true);
    const refused = await canopy(...addEverything("--json"));
    expect(refused.code).not.toBe(0);
    expect(refused.json.error.code).toBe("forbidden:mcp_stdio");
    expect(await getDb().mcpServer.count()).toBe(0);
    flags(true, true);
    const added = await ok(...addEverything("--arg", "stdio"));
    expect(added.status).toBe("connected");
    // A registered stdio server does not run once the instance stops allowing them.
    flags(false, true);
    const session = await openToolSession(["ev"]);
    expect(session.tools).toEqual([]);
    expect(session.errors[0]!.message).toMatch(/MCP_ALLOW_STDIO/);
    await session.close();
  });

  it("gives a stdio server its own environment, stored encrypted and never listed", async () => {
    const added = await ok(
      ...addEverything("--arg", "stdio", "--env", "NOTES_TOKEN=plum-4417", "--env", "NOTES_REGION=eu=west"),
    );
    expect(added.status).toBe("connected");
    const row = await getDb().mcpServer.findUniqueOrThrow({ where: { name: "ev" } });
    expect(row.envCipher).toBeTruthy();
    expect(row.envCipher).not.toContain("plum-4417");
    expect(row.envNames).toEqual(["NOTES_TOKEN", "NOTES_REGION"]);
    const listed = await ok("mcp", "list");
    expect(listed.servers[0]).toMatchObject({ name: "ev", envNames: ["NOTES_TOKEN", "NOTES_REGION"] });
    expect(JSON.stringify(listed)).not.toContain("plum-4417");
    // The child sees its variables (and still none of Canopy's own secrets).
    const session = await openToolSession(["ev"]);
    try {
      const env = await session.call("ev_get-env", {});
      expect(env.isError).toBe(false);
      const seen = JSON.parse(env.text) as Record<string, string>;
      expect(seen).toMatchObject({ NOTES_TOKEN: "plum-4417", NOTES_REGION: "eu=west" });
      expect(seen.DATABASE_URL).toBeUndefined();
    } finally {
      await session.close();
    }
    // A URL server takes headers, not an environment; a bad line is refused and nothing is stored.
    const bad = await canopy("mcp", "add", "--name", "web", "--url", http.url, "--env", "A=1", "--json");
    expect(bad.json.error.code).toBe("invalid:input");
    const malformed = await canopy("mcp", "add", "--name", "x", "--command", "node", "--env", "1BAD", "--json");
    expect(malformed.json.error.code).toBe("invalid:input");
    expect(await getDb().mcpServer.count()).toBe(1);
  });

  it("refuses a loopback or private URL unless allowed, and this instance always (SSRF)", async () => {
    flags(true, false);
    for (const url of [http.url, "http://10.1.2.3/mcp", "http://[::1]:4000/mcp", "http://localhost:4000/mcp"]) {
      const refused = await canopy("mcp", "add", "--name", "x", "--url", url, "--json");
      expect([url, refused.json.error.code]).toEqual([url, "invalid:connection_url"]);
      expect(refused.json.error.message).toMatch(/MCP_ALLOW_PRIVATE_URLS/);
    }
    flags(true, true);
    const self = await canopy(
      "mcp",
      "add",
      "--name",
      "x",
      "--url",
      `http://127.0.0.1:${process.env.PORT ?? "3000"}/api/mcp`,
      "--json",
    );
    expect(self.json.error.code).toBe("invalid:connection_url");
    expect(await getDb().mcpServer.count()).toBe(0);
  });

  it("registers a server that is down as failed with the reason, and a check retries it", async () => {
    const port = await freePort();
    const added = await ok("mcp", "add", "--name", "down", "--url", `http://127.0.0.1:${port}/mcp`);
    expect(added.status).toBe("failed");
    expect(added.error).toMatch(/ECONNREFUSED/);
    const listed = await ok("mcp", "list");
    expect(listed.servers[0]).toMatchObject({ name: "down", status: "failed" });
    expect(listed.servers[0].error).toMatch(/ECONNREFUSED/);
    const row = await getDb().mcpServer.findUniqueOrThrow({ where: { name: "down" } });
    expect(row.failures).toBe(1);
  });

  it("refuses bad input with a clear error and stores nothing", async () => {
    const both = await canopy("mcp", "add", "--name", "x", "--url", http.url, "--command", "node", "--json");
    expect(both.code).toBe(2);
    const badName = await canopy("mcp", "add", "--name", "no spaces", "--url", http.url, "--json");
    expect(badName.json.error.code).toBe("invalid:input");
    const badHeader = await canopy("mcp", "add", "--name", "x", "--url", http.url, "--header", "no colon", "--json");
    expect(badHeader.json.error.code).toBe("invalid:input");
    await ok("mcp", "add", "--name", "dup", "--url", http.url);
    const dup = await canopy("mcp", "add", "--name", "dup", "--url", http.url, "--json");
    expect(dup.json.error.code).toBe("conflict:mcp_server_name");
    expect(await getDb().mcpServer.count()).toBe(1);
  });
});

describe("project tools", () => {
  it("enables servers, sets approval and threshold; the menu reads the cache with the session's names", async () => {
    const created = await ok("conversation", "create", "--project", "Tooled", "--title", "T");
    const projectId: string = created.projectId;
    await ok("mcp", "add", "--name", "every", "--url", http.url);
    const set = await ok(
      "project",
      "tools",
      "--project",
      "Tooled",
      "--enable",
      "every",
      "--approve",
      "always",
      "--aside-tokens",
      "500",
    );
    expect(set).toMatchObject({ servers: ["every"], approval: "always", asideTokens: 500 });
    const missing = await canopy("project", "tools", "--project", "Tooled", "--enable", "nope", "--json");
    expect(missing.json.error.code).toBe("not_found:mcp_server");
    const badMode = await canopy("project", "tools", "--project", "Tooled", "--approve", "sometimes", "--json");
    expect(badMode.json.error.code).toBe("invalid:input");
    const menu = await toolMenuForProject(projectId);
    expect(menu.approval).toBe("always");
    expect(menu.servers[0]!.status).toBe("connected");
    const session = await openToolSession(["every"]);
    try {
      const fromSession = session.tools.map((t) => t.qualifiedName);
      expect(menu.servers[0]!.tools.map((t) => t.qualifiedName)).toEqual(fromSession);
    } finally {
      await session.close();
    }
  });
});

describe("bounds and backoff", () => {
  let big: Server;
  afterAll(() => big?.close());

  it("refuses a 50 MB HTTP response as it streams, holding none of it", async () => {
    big = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      const piece = Buffer.alloc(1024 * 1024, 97);
      let sent = 0;
      const pump = () => {
        while (sent++ < 50) if (!res.write(piece)) return void res.once("drain", pump);
        res.end();
      };
      res.on("error", () => {});
      pump();
    });
    await new Promise<void>((r) => big.listen(0, "127.0.0.1", r));
    const faults: string[] = [];
    const fetchBounded = boundedFetch(8 * 1024 * 1024, (f) => faults.push(f.message));
    const response = await fetchBounded(`http://127.0.0.1:${(big.address() as AddressInfo).port}/`);
    await expect(response.arrayBuffer()).rejects.toThrow(/larger than 8 MB/);
    expect(faults).toHaveLength(1);
  });

  it("re-checks a failed server only once its backoff has passed", async () => {
    await ok("mcp", "add", "--name", "down", "--url", `http://127.0.0.1:${await freePort()}/mcp`);
    const row = await getDb().mcpServer.findUniqueOrThrow({ where: { name: "down" } });
    expect(await retryFailedMcpServers(new Date(row.checkedAt!.getTime() + 1_000))).toBe(0);
    expect(await retryFailedMcpServers(new Date(row.checkedAt!.getTime() + 31_000))).toBe(1);
    expect((await getDb().mcpServer.findUniqueOrThrow({ where: { name: "down" } })).failures).toBe(2);
  });

  it("waits longer after each failure, up to an hour", () => {
    expect(retryBackoffMs(1)).toBe(30_000);
    expect(retryBackoffMs(2)).toBe(60_000);
    expect(retryBackoffMs(20)).toBe(3_600_000);
  });
});
