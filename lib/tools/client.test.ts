import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectMcpServer } from "./client";
import { TOOL_LIMITS } from "./limits";
import { PROVIDER_TOOL_NAME } from "./names";
import { openToolSessionFor } from "./session";
import { everythingStdio, filesystemStdio, freePort, hostileStdio, startEverythingHttp } from "./testing/servers";

// Real servers from npm, started by the tests (see ./testing/servers.ts).

describe("server-everything over Streamable HTTP", () => {
  let server: Awaited<ReturnType<typeof startEverythingHttp>>;
  beforeAll(async () => {
    server = await startEverythingHttp();
  }, 30_000);
  afterAll(() => server?.stop());

  it("lists its tools and calls one", async () => {
    const session = await openToolSessionFor([{ name: "every", transport: "http", url: server.url }]);
    try {
      expect(session.errors).toEqual([]);
      const echo = session.tools.find((t) => t.name === "echo");
      expect(echo?.qualifiedName).toBe("every_echo");
      for (const t of session.tools) expect(t.qualifiedName).toMatch(PROVIDER_TOOL_NAME);
      const result = await session.call("every_echo", { message: "hello tools" });
      expect(result.isError).toBe(false);
      expect(result.text).toContain("hello tools");
      expect(result.bytes).toBeGreaterThan(0);
      const sum = await session.call("every_get-sum", { a: 2, b: 3 });
      expect(sum.text).toContain("5");
    } finally {
      await session.close();
    }
  });

  it("turns arguments that fail the tool's schema into an error result", async () => {
    const session = await openToolSessionFor([{ name: "every", transport: "http", url: server.url }]);
    try {
      const result = await session.call("every_get-sum", { a: "two" });
      expect(result.isError).toBe(true);
      expect(result.text.length).toBeGreaterThan(0);
    } finally {
      await session.close();
    }
  });

  it("ends a slow call at its timeout as an error result", async () => {
    const session = await openToolSessionFor([{ name: "every", transport: "http", url: server.url }]);
    try {
      const result = await session.call(
        "every_trigger-long-running-operation",
        { duration: 30, steps: 3 },
        { timeoutMs: 500 },
      );
      expect(result.isError).toBe(true);
      expect(result.text).toMatch(/timed out/);
    } finally {
      await session.close();
    }
  });
});

describe("stdio servers", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "canopy-fs-"));
    writeFileSync(join(dir, "notes.txt"), "line one\nline two\n");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("server-everything over stdio lists and echoes", async () => {
    const session = await openToolSessionFor([everythingStdio("ev")]);
    try {
      expect(session.errors).toEqual([]);
      const result = await session.call("ev_echo", { message: "over stdio" });
      expect(result).toMatchObject({ isError: false });
      expect(result.text).toContain("over stdio");
    } finally {
      await session.close();
    }
  });

  it("server-filesystem reads a real file in a temporary directory", async () => {
    const session = await openToolSessionFor([filesystemStdio(dir)]);
    try {
      const read = session.tools.find((t) => t.qualifiedName === "fs_read_text_file");
      expect(read).toBeDefined();
      expect(read!.destructive).toBe(false);
      expect(session.tools.find((t) => t.name === "write_file")?.destructive).toBe(true);
      const result = await session.call("fs_read_text_file", { path: join(dir, "notes.txt") });
      expect(result.text).toContain("line two");
      const outside = await session.call("fs_read_text_file", { path: "/etc/passwd" });
      expect(outside.isError).toBe(true);
    } finally {
      await session.close();
    }
  });

  it("leaves out tools the user switched off", async () => {
    const session = await openToolSessionFor([filesystemStdio(dir)], { disabledTools: ["fs_write_file"] });
    try {
      expect(session.tools.some((t) => t.qualifiedName === "fs_write_file")).toBe(false);
      const refused = await session.call("fs_write_file", { path: join(dir, "x"), content: "x" });
      expect(refused.isError).toBe(true);
    } finally {
      await session.close();
    }
  });
});

describe("faults", () => {
  it("a server that hangs: the call times out as an error result", async () => {
    const session = await openToolSessionFor([hostileStdio("hang")]);
    try {
      const result = await session.call("bad_run", {}, { timeoutMs: 300 });
      expect(result).toMatchObject({ isError: true });
      expect(result.text).toMatch(/timed out/);
    } finally {
      await session.close();
    }
  });

  it("a server that crashes: an error result with its stderr, later calls fail at once", async () => {
    const session = await openToolSessionFor([hostileStdio("crash")]);
    try {
      const result = await session.call("bad_run", {}, { timeoutMs: 10_000 });
      expect(result.isError).toBe(true);
      expect(result.text).toMatch(/exited|closed/i);
      const again = await session.call("bad_run", {}, { timeoutMs: 10_000 });
      expect(again.isError).toBe(true);
      expect(again.ms).toBeLessThan(10_000);
    } finally {
      await session.close();
    }
  });

  it("a 50 MB answer is refused as it streams", async () => {
    const session = await openToolSessionFor([hostileStdio("huge")]);
    try {
      const result = await session.call("bad_run", {}, { timeoutMs: 20_000 });
      expect(result.isError).toBe(true);
      expect(result.text).toMatch(/larger than 8 MB/);
    } finally {
      await session.close();
    }
  });

  it("a 3 MB text result is cut at the result bound", async () => {
    const session = await openToolSessionFor([hostileStdio("big-text")]);
    try {
      const result = await session.call("bad_run", {});
      expect(result.isError).toBe(false);
      expect(result.truncated).toBe(true);
      expect(result.bytes).toBeGreaterThan(3_000_000);
      expect(result.text.length).toBeLessThan(TOOL_LIMITS.maxResultChars + 200);
    } finally {
      await session.close();
    }
  });

  it("malformed JSON-RPC: an error result naming it", async () => {
    const session = await openToolSessionFor([hostileStdio("malformed")]);
    try {
      const result = await session.call("bad_run", {}, { timeoutMs: 10_000 });
      expect(result.isError).toBe(true);
      expect(result.text).toMatch(/not JSON-RPC/);
    } finally {
      await session.close();
    }
  });

  it("one malformed message fails that call only; the next call works", async () => {
    const session = await openToolSessionFor([hostileStdio("malformed-once")]);
    try {
      expect((await session.call("bad_run", {}, { timeoutMs: 10_000 })).text).toMatch(/not JSON-RPC/);
      expect(await session.call("bad_run", {}, { timeoutMs: 10_000 })).toMatchObject({ isError: false, text: "ok" });
    } finally {
      await session.close();
    }
  });

  it("1,000 tools: the listing is bounded and says so", async () => {
    const connection = await connectMcpServer(hostileStdio("many"));
    try {
      expect(connection.listing.tools).toHaveLength(TOOL_LIMITS.maxToolsPerServer);
      expect(connection.listing.offered).toBe(1000);
      expect(connection.listing.truncated).toBe(true);
    } finally {
      await connection.close();
    }
  });

  it("hostile names and descriptions: valid qualified names, plain bounded text, open schema", async () => {
    const session = await openToolSessionFor([hostileStdio("hostile")]);
    try {
      for (const t of session.tools) {
        expect(t.qualifiedName).toMatch(PROVIDER_TOOL_NAME);
        expect(t.description.length).toBeLessThanOrEqual(TOOL_LIMITS.maxDescriptionChars);
        expect(t.description.includes("\u0000") || t.description.includes("\u202e")).toBe(false);
      }
      expect(session.tools.some((t) => t.name.length > TOOL_LIMITS.maxToolNameChars)).toBe(false);
      expect(session.tools.find((t) => t.name === "bad-schema")?.inputSchema).toEqual({
        type: "object",
        properties: {},
      });
      const img = session.tools.find((t) => t.name.startsWith("<img"));
      expect(img?.qualifiedName).toBe("bad__img_src_x_onerror_alert_1__");
    } finally {
      await session.close();
    }
  });

  it("an unreachable server is listed in errors; the others work", async () => {
    const session = await openToolSessionFor([
      { name: "down", transport: "http", url: `http://127.0.0.1:${await freePort()}/mcp` },
      hostileStdio("ok", "fine"),
    ]);
    try {
      expect(session.errors).toHaveLength(1);
      expect(session.errors[0]!.message).toMatch(/ECONNREFUSED/);
      expect(session.tools.map((t) => t.qualifiedName)).toEqual(["fine_run"]);
      expect((await session.call("fine_run", {})).text).toBe("ok");
    } finally {
      await session.close();
    }
  });

  it("a command that does not exist is an error, not a throw", async () => {
    const session = await openToolSessionFor([
      { name: "nope", transport: "stdio", command: "/nonexistent/canopy-mcp-server" },
    ]);
    expect(session.tools).toEqual([]);
    expect(session.errors[0]!.message).toMatch(/ENOENT/);
    await session.close();
  });
});
