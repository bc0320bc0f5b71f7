// The composer's tool menu (issue 34 target: 100 tools listed from 5 servers open in < 200 ms): the
// guarded route GET /api/nodes/:id/tools as the browser calls it, on 5 registered stdio servers of
// 20 tools each (their listings cached by a real connect). Run: npm run bench:tools [-- --json]
import { scriptDatabase } from "./temp-db";

const db = scriptDatabase("bench-tools", { always: true });
process.env.MCP_ALLOW_STDIO = "1";
const { addMcpServer, updateProjectToolSettings } = await import("@/lib/tools");
const { seedConversation } = await import("@/lib/testing/fixtures");
const { testViewer } = await import("@/lib/testing/auth");
const { runAsViewer } = await import("@/lib/auth/current");
const { adoptOrphanProjects } = await import("@/lib/auth/users");
const { HOSTILE_BIN } = await import("@/lib/tools/testing/servers");
const { GET } = await import("@/app/api/nodes/[nodeId]/tools/route");

const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)]!;
const round = (ms: number) => Math.round(ms * 100) / 100;

try {
  const owner = await testViewer("bench@example.test");
  const { projectId, rootNodeId } = await seedConversation({ name: "Bench tools" });
  await adoptOrphanProjects(owner.userId);
  const names: string[] = [];
  for (let i = 0; i < 5; i++) {
    const added = await addMcpServer({ name: `srv${i}`, command: process.execPath, args: [HOSTILE_BIN, "tools:20"] });
    if (added.status !== "connected") throw new Error(`srv${i}: ${added.error}`);
    names.push(added.name);
  }
  await updateProjectToolSettings({ projectId, servers: names });
  const call = async () => {
    const request = new Request(`http://localhost:3000/api/nodes/${rootNodeId}/tools`, {
      headers: { host: "localhost:3000" },
    });
    const response = await runAsViewer(owner, () => GET(request, { params: Promise.resolve({ nodeId: rootNodeId }) }));
    const body = (await response.json()) as { servers: { tools: unknown[] }[] };
    return body.servers.reduce((n, s) => n + s.tools.length, 0);
  };
  const tools = await call();
  if (tools !== 100) throw new Error(`expected 100 tools, the route listed ${tools}`);
  for (let i = 0; i < 20; i++) await call(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t = performance.now();
    await call();
    times.push(performance.now() - t);
  }
  const result = {
    servers: 5,
    tools,
    toolMenuRouteMsMedian: round(pct(times, 0.5)),
    toolMenuRouteMsP95: round(pct(times, 0.95)),
    targetMs: 200,
    met: pct(times, 0.95) < 200,
  };
  if (process.argv.includes("--json")) console.log(JSON.stringify({ toolMenu: result }));
  else
    console.log(
      `Tool menu (GET /api/nodes/:id/tools, ${tools} tools from 5 servers): median ${result.toolMenuRouteMsMedian} ms, p95 ${result.toolMenuRouteMsP95} ms (target < 200 ms: ${result.met ? "met" : "MISSED"})`,
    );
} finally {
  await db.close();
}
