import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "@/cli/testing";
import { resetEnv } from "@/lib/env";
import { getDb } from "@/lib/db/client";
import { seedConversation } from "@/lib/testing/fixtures";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { addMcpServer, updateProjectToolSettings } from "@/lib/tools";
import { EVERYTHING_BIN, FILESYSTEM_BIN } from "@/lib/tools/testing/servers";

/**
 * Tool turns against real MCP servers from npm, started over stdio by the MCP client (lib/tools):
 * server-filesystem over a temporary directory (a real file and a large one) and server-everything.
 * Driven through the command line (`say --tools`, `approve`, `window --json`), the shapes our checks use.
 */
useTestDatabase();

let dir: string;
let projectName: string;
const BIG = Array.from(
  { length: 3_000 },
  (_, i) => `row ${i}: invoice INV-${1000 + i} paid by Dana Ruiz on 2026-11-${(i % 28) + 1}`,
).join("\n");

beforeAll(async () => {
  process.env.MCP_ALLOW_STDIO = "1";
  resetEnv();
  dir = mkdtempSync(join(tmpdir(), "canopy-tools-"));
  writeFileSync(join(dir, "notes.txt"), "The launch code is ORCHID-7.\n");
  writeFileSync(join(dir, "ledger.txt"), BIG);
  const fs = await addMcpServer({ name: "fs", command: process.execPath, args: [FILESYSTEM_BIN, dir] });
  expect(fs.status).toBe("connected");
  await addMcpServer({ name: "every", command: process.execPath, args: [EVERYTHING_BIN, "stdio"] });
  // A registered server whose process exits at once: down.
  await addMcpServer({ name: "gone", command: process.execPath, args: ["-e", "process.exit(3)"] });
  const seeded = await seedConversation({ name: "Tools project" });
  projectName = "Tools project";
  await updateProjectToolSettings({ projectId: seeded.projectId, servers: ["fs", "every", "gone"] });
}, 60_000);
afterAll(() => {
  delete process.env.MCP_ALLOW_STDIO;
  resetEnv();
  rmSync(dir, { recursive: true, force: true });
});

async function rootOf(name: string) {
  const project = await getDb().project.findFirstOrThrow({ where: { name } });
  const conversation = await getDb().conversation.create({ data: { projectId: project.id, title: "Tool talk" } });
  const node = await getDb().node.create({
    data: { conversationId: conversation.id, kind: "root", title: "Tool talk" },
  });
  return node.id;
}

/** `say` on the node with the filesystem server's read_text_file tool called on a file of the test's folder. */
const readFile = (nodeId: string, file: string) =>
  ok("say", "--node", nodeId, "--tools", "fs", `/tool fs.read_text_file {"path": "${join(dir, file)}"}`);

describe("tool turns against real MCP servers, through the command line", () => {
  it("say --tools reads a file; window --json lists the call as a tool item", async () => {
    const nodeId = await rootOf(projectName);
    const said = await readFile(nodeId, "notes.txt");
    expect(said.toolCalls).toEqual([
      {
        id: expect.any(String),
        server: "fs",
        tool: "read_text_file",
        status: "done",
        resultTokens: expect.any(Number),
        asideNodeId: null,
        error: null,
      },
    ]);
    expect(said.reply).toContain("ORCHID-7");
    const window = await ok("window", "--node", nodeId);
    const tool = window.items.find((i: { role: string }) => i.role === "tool");
    expect(tool).toMatchObject({ role: "tool", server: "fs", tool: "read_text_file", status: "done" });
  }, 60_000);

  it("a large file goes to a tool aside, a volatile node under the node in tree", async () => {
    const nodeId = await rootOf(projectName);
    const said = await readFile(nodeId, "ledger.txt");
    const call = said.toolCalls[0];
    expect(call.resultTokens).toBeGreaterThan(20_000);
    expect(call.asideNodeId).toEqual(expect.any(String));
    const aside = await getDb().node.findUniqueOrThrow({ where: { id: call.asideNodeId } });
    expect(aside).toMatchObject({ kind: "volatile", parentId: nodeId, toolOutput: true });
    const window = await ok("window", "--node", nodeId);
    const tool = window.items.find((i: { role: string }) => i.role === "tool");
    expect(tool.content.length).toBeLessThan(3_000);
  }, 60_000);

  it("a destructive call waits (say returns at once), approve runs it and answers as say does", async () => {
    const nodeId = await rootOf(projectName);
    const target = join(dir, "written.txt");
    const said = await ok(
      "say",
      "--node",
      nodeId,
      "--tools",
      "fs",
      `/tool fs.write_file {"path": "${target}", "content": "approved"}`,
    );
    expect(said.toolCalls[0]).toMatchObject({ server: "fs", tool: "write_file", status: "awaiting_approval" });
    expect(() => readFileSync(target)).toThrow();
    const approved = await ok("approve", "--call", said.toolCalls[0].id);
    expect(approved.toolCalls[0]).toMatchObject({ status: "done" });
    expect(approved.assistantItemId).toBe(said.assistantItemId);
    expect(readFileSync(target, "utf8")).toBe("approved");
  }, 60_000);

  it("a server that is down ends the call as an error and say still succeeds", async () => {
    const nodeId = await rootOf(projectName);
    const said = await ok("say", "--node", nodeId, "--tools", "gone", "/tool gone.anything {}");
    expect(said.toolCalls).toEqual([expect.objectContaining({ server: "gone", status: "error" })]);
  }, 60_000);

  it("arguments failing the tool's schema are an error result; server-everything's errors too", async () => {
    const nodeId = await rootOf(projectName);
    const said = await ok("say", "--node", nodeId, "--tools", "every", '/tool every.get-sum {"a": "two", "b": 3}');
    expect(said.toolCalls[0]).toMatchObject({ tool: "get-sum", status: "error" });
    expect(said.toolCalls[0].error).toMatch(/schema|number/i);
  }, 60_000);
});
