// Two app instances on one PostgreSQL database (issue #9): starts a throwaway cluster (or uses
// PG_URL, a superuser URL), migrates a fresh database, builds the app when sources changed, starts
// two `next start` processes on it, signs in and sends a turn through the first, and reads the node
// back from the second (GET /api/nodes/:id with the same session: sessions, the auth secret and the
// conversation all live in the shared database). Exit code 0 when the second sees the turn.
//
//   npm run test:pg-instances            (ports TWO_PORT_A=3301, TWO_PORT_B=4301 by default)
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { startTestCluster } from "./pg-test-cluster.mjs";

const PORTS = [Number(process.env.TWO_PORT_A ?? 3301), Number(process.env.TWO_PORT_B ?? 4301)];
const USER = { email: "two@canopy.test", password: "two-instances-1" };
const children = [];
let cluster = null;

function cleanup() {
  for (const child of children) child.kill("SIGTERM");
  cluster?.stop();
}
process.on("SIGINT", () => { cleanup(); process.exit(130); });

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).filter((n) => n !== "generated" && n !== "generated-pg").map((n) => newestMtime(join(path, n))));
}

async function waitFor(url, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

async function main() {
  const started = Date.now();
  let adminUrl = process.env.PG_URL;
  if (!adminUrl) {
    cluster = await startTestCluster();
    adminUrl = cluster.url;
  }
  const name = `canopy_two_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const env = { ...process.env, DATABASE_URL: dbUrl.toString(), NEXT_TELEMETRY_DISABLED: "1", CHECKPOINT_DISABLE: "1", OFFLINE_STREAM_DELAY_MS: "0" };

  execFileSync("node", ["scripts/setup.mjs"], { stdio: "inherit", env });
  const cli = (...argv) =>
    JSON.parse(execFileSync("node_modules/.bin/tsx", ["--conditions=react-server", "cli/canopy.ts", ...argv, "--json"], { env, encoding: "utf8" }));
  cli("user", "create", "--email", USER.email, "--password", USER.password, "--admin");
  const conversation = cli("conversation", "create", "--project", "Two instances", "--title", "Shared", "--user", USER.email);
  const nodeId = conversation.rootNodeId ?? conversation.data?.rootNodeId;
  if (!nodeId) throw new Error(`No root node in ${JSON.stringify(conversation)}`);

  const sources = ["app", "components", "lib", "public", "next.config.mjs", "package-lock.json"].filter(existsSync);
  const built = existsSync(".next/BUILD_ID") ? statSync(".next/BUILD_ID").mtimeMs : 0;
  if (process.env.CI || built < Math.max(...sources.map(newestMtime))) execFileSync("node_modules/.bin/next", ["build"], { stdio: "inherit", env });

  for (const port of PORTS) {
    const child = spawn("node_modules/.bin/next", ["start", "-p", String(port), "-H", "127.0.0.1"], { env, stdio: ["ignore", "ignore", "inherit"] });
    children.push(child);
  }
  await Promise.all(PORTS.map((port) => waitFor(`http://127.0.0.1:${port}/login`)));
  const [a, b] = PORTS.map((port) => `http://127.0.0.1:${port}`);

  // Sign in on A.
  const signIn = await fetch(`${a}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: a },
    body: JSON.stringify(USER),
  });
  if (!signIn.ok) throw new Error(`Sign-in on A failed: HTTP ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

  // A turn through A, streamed to the end.
  const text = `Hello from instance A at ${new Date().toISOString()}`;
  const chat = await fetch(`${a}/api/chat`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: a, cookie },
    body: JSON.stringify({ nodeId, text }),
  });
  if (!chat.ok) throw new Error(`The turn on A failed: HTTP ${chat.status} ${await chat.text()}`);
  await chat.text();

  // Read from B, with the session A issued.
  const view = await fetch(`${b}/api/nodes/${nodeId}`, { headers: { cookie, origin: b } });
  if (!view.ok) throw new Error(`GET /api/nodes/${nodeId} on B failed: HTTP ${view.status} ${await view.text()}`);
  const body = JSON.stringify(await view.json());
  if (!body.includes(text)) throw new Error(`Instance B does not show the message sent through A: ${body.slice(0, 500)}`);
  if (!body.includes('"role":"assistant"')) throw new Error(`Instance B does not show the answer given by A: ${body.slice(0, 500)}`);
  console.log(`two-instances: ok — a turn sent through ${a} is visible from ${b} (${((Date.now() - started) / 1000).toFixed(1)} s in all)`);
}

main()
  .then(() => { cleanup(); process.exit(0); })
  .catch((error) => { console.error(`two-instances: FAILED — ${error.stack ?? error}`); cleanup(); process.exit(1); });
