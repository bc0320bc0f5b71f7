import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { shareProject } from "@/lib/auth/membership";
import type { Viewer } from "@/lib/auth/types";
import { importDocuments } from "@/lib/knowledge";
import { testViewer } from "@/lib/testing/auth";
import { countRows } from "@/lib/testing/fixtures";
import { routeFetch } from "@/lib/testing/route-fetch";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { canopy } from "./testing";

vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));

useTestDatabase();

const URL_FLAGS = ["--url", "http://localhost:3000"];
let tokens: Record<string, Viewer>;
let sent: Array<{ method: string; path: string }>;

/**
 * The remote instance: every request the command line sends is answered by the app's route
 * handlers in this process, as the account its bearer token stands for (the token check itself is
 * the guard's: here a table of test tokens). A request without a known token runs signed out.
 */
beforeAll(async () => {
  tokens = {
    "owner-token": await testViewer("remote-owner@example.test"),
    "viewer-token": await testViewer("remote-viewer@example.test"),
    "stranger-token": await testViewer("remote-stranger@example.test"),
  };
});

function stubRemote() {
  sent = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const token = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
    const url = new URL(request.url);
    sent.push({ method: request.method, path: `${url.pathname}${url.search}` });
    return routeFetch(token ? (tokens[token] ?? null) : null)(request);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

/** A remote run with --json as `token`; its exit code and JSON. */
async function remote(token: string, ...argv: string[]) {
  stubRemote();
  return canopy(...URL_FLAGS, "--token", token, ...argv, "--json");
}

async function ok(token: string, ...argv: string[]) {
  const ran = await remote(token, ...argv);
  if (ran.code !== 0) throw new Error(`canopy ${argv.join(" ")} failed (${ran.code}): ${ran.stderr}`);
  return ran.json;
}

describe("the command line's remote mode (--url, --token) over /api/v1", () => {
  it("creates, says, branches, merges, searches, asks, exports and purges on the remote instance", async () => {
    const created = await ok("owner-token", "conversation", "create", "--project", "Remote", "--title", "Launch");
    expect(created).toMatchObject({ projectCreated: true, rootNodeId: expect.any(String) });
    expect(sent.map((s) => `${s.method} ${s.path.split("?")[0]}`)).toEqual([
      "GET /api/v1/projects",
      "POST /api/v1/projects",
      `POST /api/v1/projects/${created.projectId}/conversations`,
    ]);
    const root = created.rootNodeId as string;
    await shareProject(created.projectId, tokens["viewer-token"]!.email, "viewer");

    const said = await ok("owner-token", "say", "--node", root, "The launch code is ORCHID-7.");
    expect(said).toMatchObject({ engine: "offline", assistantItemId: expect.any(String) });

    const selective = await ok("owner-token", "branch", "--node", root, "--policy", "selective", "--prompt", "launch");
    expect(selective.inherited.length).toBeGreaterThan(0);
    expect(sent.map((s) => s.path)).toEqual([
      `/api/v1/nodes/${root}/branches/preview`,
      `/api/v1/nodes/${root}/branches`,
    ]);
    const compressed = await ok("owner-token", "branch", "--node", root, "--policy", "compressed");
    expect(compressed.inherited).toHaveLength(1);

    const answer = await ok("owner-token", "say", "--node", selective.nodeId, "What is the launch code?");
    expect(answer.reply).toContain("ORCHID-7");
    const merged = await ok(
      "owner-token",
      ...["merge", "--node", selective.nodeId, "--mode", "condensed", "--insert", "chronological"],
    );
    expect(merged).toMatchObject({ parentId: root, mergeEventId: expect.any(String) });
    const window = await ok("owner-token", "window", "--node", root);
    expect(window.items.some((i: { origin: string }) => i.origin === "merged")).toBe(true);
    const tree = await ok("owner-token", "tree", "--conversation", created.conversationId);
    expect(tree.nodes).toHaveLength(3);

    const hits = await ok("owner-token", "search", "--project", "Remote", "ORCHID");
    expect(hits.hits.length).toBeGreaterThan(0);
    await importDocuments(created.projectId, [
      { name: "plan.md", content: Buffer.from("# Plan\n\nThe beta ships on 12 June.") },
    ]);
    const asked = await ok("owner-token", "ask", "--project", "Remote", "When does the beta ship?");
    expect(asked.answer).toContain("12 June");
    const exported = await ok("owner-token", "export", "--conversation", created.conversationId, "--format", "md");
    expect(exported.content).toContain("ORCHID-7");

    const purged = await ok("owner-token", "purge", "--node", compressed.nodeId);
    expect(purged.purgedNodeIds).toEqual([compressed.nodeId]);
    const projects = await ok("owner-token", "project", "list");
    expect(projects.projects.map((p: { name: string }) => p.name)).toEqual(["Remote"]);
    const conversations = await ok("owner-token", "conversation", "list", "--project", "Remote");
    expect(conversations.conversations).toHaveLength(1);

    // The remote instance's guard: a read-only account cannot write, a stranger sees nothing; nothing is written.
    const before = await countRows();
    const readOnly = await remote("viewer-token", "branch", "--node", root, "--policy", "none");
    expect([readOnly.code, readOnly.json.error.code]).toEqual([1, "forbidden:write"]);
    const foreign = await remote("stranger-token", "window", "--node", root);
    expect([foreign.code, foreign.json.error.code]).toEqual([1, "not_found:node"]);
    const anonymous = await remote("no-such-token", "project", "list");
    expect(anonymous.json.error.code).toBe("unauthorized:session");
    expect(await countRows()).toEqual(before);
  });

  it("reads CANOPY_URL and CANOPY_TOKEN, reports the server's invalid input, and refuses local-only commands", async () => {
    vi.stubEnv("CANOPY_URL", "http://localhost:3000");
    vi.stubEnv("CANOPY_TOKEN", "owner-token");
    stubRemote();
    const listed = await canopy("project", "list", "--json");
    expect(listed.code).toBe(0);
    expect(sent).toEqual([{ method: "GET", path: "/api/v1/projects" }]);

    const bad = await canopy("branch", "--node", "n1", "--policy", "sideways", "--json");
    expect(bad.json.error).toMatchObject({ code: "invalid:input", message: expect.stringContaining("policy") });
    expect(bad.code).toBe(2);

    const local = await canopy("import-chats", "--project", "Remote", "x.json", "--json");
    expect([local.code, local.json.error.code]).toEqual([2, "invalid:usage"]);
    expect(local.json.error.message).toContain("local database only");
  });

  it("refuses a --token without an instance and a --url that is not http(s)", async () => {
    expect((await canopy("--token", "t", "project", "list", "--json")).json.error.message).toContain("needs --url");
    expect((await canopy("--url", "ftp://x", "project", "list", "--json")).json.error.code).toBe("invalid:usage");
  });
});
