import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { runAsViewer } from "@/lib/auth/current";
import type { Viewer } from "@/lib/auth/types";
import { adoptOrphanProjects } from "@/lib/auth/users";
import { testViewer } from "@/lib/testing/auth";
import { seedConversation, thread } from "@/lib/testing/fixtures";
import { serveHandler } from "@/lib/testing/http-bridge";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { DELETE, GET, POST } from "@/app/api/mcp/route";

vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));

useTestDatabase();

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const CLI = "node_modules/@modelcontextprotocol/conformance/dist/index.js";

/**
 * The server scenarios of the MCP conformance suite that apply to Canopy's server: the handshake,
 * ping, listing tools and resources, a failing tool answered as an isError result, and refusing a
 * foreign Host (DNS rebinding). The others test features Canopy does not offer (logging,
 * completions, prompts, sampling, elicitation, subscriptions, progress, image/audio content) or
 * the suite's own reference tools and resources (json_schema_2020_12_tool, test://...): run them
 * all with CONFORMANCE_ALL=1 to see the list.
 */
const APPLICABLE = [
  "server-initialize",
  "ping",
  "tools-list",
  "tools-call-error",
  "resources-list",
  "dns-rebinding-protection",
];

let server: Awaited<ReturnType<typeof serveHandler>>;
let owner: Viewer;

/** Runs one scenario against the server; the CLI's summary and exit code. */
function conformance(scenario: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        "--import",
        "./scripts/conformance-node20.mjs",
        CLI,
        "server",
        "--url",
        `${server.url}/api/mcp`,
        "--scenario",
        scenario,
      ],
      { cwd: ROOT, env: { ...process.env, NO_COLOR: "1" } },
    );
    let output = "";
    child.stdout.on("data", (d) => (output += String(d)));
    child.stderr.on("data", (d) => (output += String(d)));
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

/** "Passed: 3/4, 1 failed, 0 warnings" as numbers. */
function summaryOf(output: string): { passed: number; total: number; failed: number } | null {
  const m = /Passed: (\d+)\/(\d+), (\d+) failed/.exec(output);
  return m ? { passed: Number(m[1]), total: Number(m[2]), failed: Number(m[3]) } : null;
}

beforeAll(async () => {
  owner = await testViewer("conformance@example.test");
  await seedConversation({ name: "Conformance", messages: thread("Hello.", "Hi.") });
  await adoptOrphanProjects(owner.userId);
  // The route handler as a real HTTP server. The conformance client sends no credentials and no
  // Origin, so the bridge stands in for them: the request runs as `owner` (as a token would make it)
  // and gets the server's own Origin when it has none. A foreign Host is passed through untouched.
  const routes = { POST, GET, DELETE } as Record<string, (r: Request) => Promise<Response>>;
  server = await serveHandler(async (request) => {
    const handler = routes[request.method];
    if (!handler) return new Response(null, { status: 405 });
    const headers = new Headers(request.headers);
    if (!headers.has("origin")) headers.set("origin", `http://${headers.get("host") ?? ""}`);
    const body = request.method === "POST" ? await request.arrayBuffer() : undefined;
    return runAsViewer(owner, () => handler(new Request(request.url, { method: request.method, headers, body })));
  });
});

afterAll(async () => {
  await server?.close();
});

describe("the MCP conformance suite's server checks that apply", () => {
  it.each(APPLICABLE)(
    "%s passes",
    async (scenario) => {
      const { code, output } = await conformance(scenario);
      const summary = summaryOf(output);
      expect(summary, output).toMatchObject({ failed: 0 });
      expect(summary!.passed, output).toBe(summary!.total);
      expect(summary!.total, output).toBeGreaterThan(0);
      expect(code, output).toBe(0);
    },
    60_000,
  );

  // CONFORMANCE_ALL=1 npx vitest run lib/api/mcp-conformance.test.ts: every server scenario, summarised (not asserted).
  it.skipIf(!process.env.CONFORMANCE_ALL)(
    "prints every server scenario's result",
    async () => {
      const list = await new Promise<string>((resolve) => {
        const child = spawn(
          process.execPath,
          ["--import", "./scripts/conformance-node20.mjs", CLI, "list", "--server"],
          {
            cwd: ROOT,
          },
        );
        let out = "";
        child.stdout.on("data", (d) => (out += String(d)));
        child.on("close", () => resolve(out));
      });
      const scenarios = [...list.matchAll(/^\s+- (\S+)/gm)].map((m) => m[1]!);
      const lines: string[] = [];
      for (const scenario of scenarios) {
        const { code, output } = await conformance(scenario);
        const summary = summaryOf(output);
        const failures = [...output.matchAll(/FAILURE\S*\s+(.+)/g)].map((m) => m[1]!.trim()).slice(0, 3);
        lines.push(
          `${scenario}: exit ${code}, ${summary ? `${summary.passed}/${summary.total} passed` : "no summary"}` +
            (failures.length ? ` (failing: ${failures.join(" | ")})` : ""),
        );
      }
      console.log(lines.join("\n"));
    },
    600_000,
  );
});
