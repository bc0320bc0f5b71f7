// Two app instances on one PostgreSQL database (issue #9), part of `npm test`. Starts a throwaway
// cluster (or uses PG_URL, a superuser URL), migrates a fresh database, builds the app only when the
// sources are newer than .next (after `npm run test:e2e` the build is reused), starts two `next start`
// processes on it, signs in on A, and checks through both instances:
//   (a) a turn sent through A is read back through B;
//   (b) a knowledge import queued through A's route runs exactly once across both instances while
//       both instances' job runners LISTEN for enqueues (Job row: succeeded, attempts 1, started
//       within seconds of the enqueue, far sooner than the 30 s fallback poll; one project
//       knowledge tree, one document);
//   (c) an answer streaming on A is followed from B: B's GET shows the partial text growing, then
//       the finished answer, equal to what A streamed;
//   (d) live updates: streams open on A and B receive 20 branches made through A's API, in version
//       order (latency printed), and the text of an answer A writes as it is written (pieces tens of
//       milliseconds apart, beyond the row's flushes), adding up to what A streamed.
// Exit code 0 when every check passed; it prints each check as it passes.
//
//   npm run test:pg-instances            (ports TWO_PORT_A=3301, TWO_PORT_B=4301 by default; a busy
//                                         port falls back to a free one)
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import pg from "pg";
import { buildIsStale } from "./build-freshness.mjs";
import { createDatabase, startTestCluster } from "./pg-test-cluster.mjs";

const REQUESTED_PORTS = [Number(process.env.TWO_PORT_A ?? 3301), Number(process.env.TWO_PORT_B ?? 4301)];
const USER = { email: "two@canopy.test", password: "two-instances-1" };
// Three long sentences for the offline engine to quote in (c): about 200 words, 100 chunks, at
// 40 ms a chunk four seconds of streaming, so B sees several flushes (one a second or 300 chars).
const FACT = (key) => `The orchid relay ${key} ${Array.from({ length: 60 }, (_, i) => `${key}word${i}`).join(" ")}.`;
const FACTS = `Remember this. ${FACT("alpha")} ${FACT("beta")} ${FACT("gamma")}`;
const QUESTION = "What does the orchid relay say?";
const IMPORT_TEXT = Array.from(
  { length: 12 },
  (_, i) =>
    `## Section ${i + 1}\n\nThe two-instance check imports this note. Paragraph ${i + 1} mentions the harbour lantern ${i + 1} and the tide table for day ${i + 1}.`,
).join("\n\n");

const children = [];
let cluster = null;
let cleanedUp = false;
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const log = (message) => console.log(`two-instances [${elapsed()}]: ${message}`);

/** Kills the app servers (each in its own process group) and stops the cluster; safe to call twice, synchronous (runs on exit). */
function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  try {
    cluster?.stop();
  } catch (error) {
    console.error(`two-instances: could not stop the PostgreSQL cluster: ${error}`);
  }
}
process.on("exit", cleanup);
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
  ["SIGHUP", 129],
]) {
  process.on(signal, () => {
    console.error(`two-instances: stopped by ${signal}`);
    process.exit(code);
  });
}
process.on("uncaughtException", (error) => {
  console.error(`two-instances: FAILED — ${error.stack ?? error}`);
  process.exit(1);
});

function listen(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(null));
    server.listen(port, "127.0.0.1", () => {
      const { port: bound } = server.address();
      server.close(() => resolve(bound));
    });
  });
}

/** The requested ports, or free ones in place of any that is taken (another run, another helper). */
async function choosePorts() {
  const ports = [];
  for (const wanted of REQUESTED_PORTS) {
    let port = ports.includes(wanted) ? null : await listen(wanted);
    if (port === null) {
      do port = await listen(0);
      while (ports.includes(port));
      log(`port ${wanted} is taken, using ${port}`);
    }
    ports.push(port);
  }
  return ports;
}

async function waitFor(url, child, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`The server for ${url} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

/**
 * Runs a command to its end without blocking the event loop (a signal is handled at once, and the
 * command is killed with the rest); resolves with its stdout when `capture`, rejects on a non-zero exit.
 */
function run(command, args, { env, capture = false }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env,
      stdio: ["ignore", capture ? "pipe" : "inherit", "inherit"],
      detached: true,
    });
    children.push(child);
    let out = "";
    child.stdout?.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      children.splice(children.indexOf(child), 1);
      if (code === 0) resolve(out);
      else reject(new Error(`${command} ${args.join(" ")} ended with ${signal ?? `exit code ${code}`}`));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function check(ok, message) {
  if (!ok) throw new Error(message);
}

async function json(response, what) {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${(await response.text()).slice(0, 500)}`);
  return response.json();
}

/** The text an AI SDK UI message stream carried (its text-delta parts), read to the end; `onDelta` sees it grow. */
async function readAnswerStream(response, onDelta = () => {}) {
  const decoder = new TextDecoder();
  let buffer = "";
  let text = "";
  for await (const chunk of response.body) {
    buffer += decoder.decode(chunk, { stream: true });
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.startsWith("data: ") || line === "data: [DONE]") continue;
      const part = JSON.parse(line.slice(6));
      if (part.type === "text-delta") {
        text += part.delta;
        onDelta(text);
      }
      if (part.type === "error") throw new Error(`The answer streamed on A failed: ${part.errorText}`);
    }
  }
  return text;
}

/** A conversation's live stream (server-sent events) read as it comes: `next(match)` waits for an event. */
async function openLive(base, get, conversationId, since) {
  const response = await get(base, `/api/conversations/${conversationId}/live?since=${since}`);
  check(response.ok, `the live stream on ${base} answered HTTP ${response.status}`);
  check((response.headers.get("content-type") ?? "").startsWith("text/event-stream"), "the live stream is not SSE");
  const events = [];
  const waiters = [];
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const pump = async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (!name || data === undefined) continue;
        const event = { name, data: JSON.parse(data), at: performance.now(), wall: Date.now() };
        events.push(event);
        for (const w of waiters.filter((w) => w.match(event))) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(event);
        }
      }
    }
  };
  void pump().catch(() => undefined);
  return {
    events,
    next(match, ms = 10_000) {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.push(waiter);
        setTimeout(() => reject(new Error(`(d) no live event within ${ms} ms on the stream`)), ms).unref();
      });
    },
    close: () => reader.cancel().catch(() => undefined),
  };
}

const percentile = (values, p) =>
  [...values].sort((x, y) => x - y)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

async function checkLiveStreams({ a, b, get, post, db, conversationId, nodeId }) {
  const {
    rows: [{ liveVersion }],
  } = await db.query(`SELECT "liveVersion" FROM "Conversation" WHERE id = $1`, [conversationId]);
  const onB = await openLive(b, get, conversationId, liveVersion);
  const onA = await openLive(a, get, conversationId, liveVersion);
  await Promise.all([onA.next((e) => e.name === "presence"), onB.next((e) => e.name === "presence")]);
  const across = [];
  const same = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    const made = await json(
      await post(a, `/api/v1/nodes/${nodeId}/branches`, { policy: "none", title: `Live ${i}` }),
      "(d) a branch through A's API",
    );
    const branchId = made.nodeId ?? made.data?.nodeId;
    const match = (e) => e.name === "change" && e.data.kind === "branch" && e.data.nodes[0] === branchId;
    const [seenB, seenA] = await Promise.all([onB.next(match), onA.next(match)]);
    across.push(seenB.at - started);
    same.push(seenA.at - started);
  }
  const versions = onB.events.filter((e) => e.name === "change").map((e) => e.data.v);
  // From the change's commit (its row's time, the database's clock on this machine) to each stream.
  const { rows: recorded } = await db.query(
    `SELECT version, (extract(epoch FROM "createdAt") * 1000)::float8 AS ms FROM "LiveEvent" WHERE "conversationId" = $1 AND version > $2 AND version <= $3`,
    [conversationId, liveVersion, liveVersion + 20],
  );
  const committed = new Map(recorded.map((r) => [r.version, r.ms]));
  const sinceCommit = (stream) =>
    stream.events
      .filter((e) => e.name === "change" && committed.has(e.data.v))
      .map((e) => e.wall - committed.get(e.data.v));
  check(
    versions.length === 20 && versions.every((v, i) => v === liveVersion + 1 + i),
    `(d) B's stream did not get versions ${liveVersion + 1}..${liveVersion + 20} once each, in order: ${versions.join(",")}`,
  );
  // An answer written on A: B's stream carries its text as it grows, then the saved answer's change.
  const turn = await post(a, "/api/chat", { nodeId, text: QUESTION });
  check(turn.ok, `(d) the turn on A failed: HTTP ${turn.status}`);
  const answer = readAnswerStream(turn);
  // Its question and streaming row are one change, its saved answer the next.
  const saved = onB.next((e) => e.name === "change" && e.data.v === liveVersion + 22, 60_000);
  const written = await answer;
  await saved;
  await onB.next((e) => e.name === "text" && e.data.s === "complete");
  const texts = onB.events.filter((e) => e.name === "text");
  const grown = texts.map((e) => e.data);
  // Applied as the browser does (lib/query/live-apply.ts): each piece from its offset, unless shown.
  let shown = "";
  for (const t of grown) {
    check(
      t.o <= shown.length,
      `(d) a piece of text on B starts at ${t.o}, beyond the ${shown.length} characters before it`,
    );
    if (shown.slice(t.o, t.o + t.t.length) !== t.t || t.s !== "streaming") shown = shown.slice(0, t.o) + t.t;
  }
  check(shown === written, "(d) the pieces of text on B do not add up to the answer A streamed");
  const streaming = texts.filter((e) => e.data.s === "streaming");
  check(
    streaming.length >= 10,
    `(d) B's stream carried ${streaming.length} pieces of the streaming answer, not 10 or more`,
  );
  const gaps = streaming.slice(1).map((e, i) => e.at - streaming[i].at);
  onA.close();
  onB.close();
  const fmt = (values) => `p50 ${percentile(values, 50).toFixed(0)} ms, p99 ${percentile(values, 99).toFixed(0)} ms`;
  log(
    `(d) ok: 20 branches made through A reached a stream on B in order (from the change's commit: ${fmt(sinceCommit(onB))} on B, ${fmt(sinceCommit(onA))} on A; from the API request's start: ${fmt(across)} on B, ${fmt(same)} on A), and the answer's text (${written.length} chars) came to B as it was written: ${streaming.length} pieces while streaming, ${fmt(gaps)} apart`,
  );
}

async function main() {
  let adminUrl = process.env.PG_URL;
  if (!adminUrl) {
    cluster = await startTestCluster();
    adminUrl = cluster.url;
  }
  const dbUrl = new URL(await createDatabase(adminUrl, "canopy_two"));
  const name = dbUrl.pathname.slice(1);
  const env = {
    ...process.env,
    DATABASE_URL: dbUrl.toString(),
    NEXT_TELEMETRY_DISABLED: "1",
    CHECKPOINT_DISABLE: "1",
    OFFLINE_STREAM_DELAY_MS: "40",
    RATE_LIMIT_CHAT: "1000",
    RATE_LIMIT_IMPORT: "1000",
  };
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  let connected = false;

  try {
    await run("node", ["scripts/setup.mjs"], { env });
    const cli = async (...argv) =>
      JSON.parse(
        await run("node_modules/.bin/tsx", ["--conditions=react-server", "cli/canopy.ts", ...argv, "--json"], {
          env,
          capture: true,
        }),
      );
    await cli("user", "create", "--email", USER.email, "--password", USER.password, "--admin");
    const created = await cli(
      "conversation",
      "create",
      "--project",
      "Two instances",
      "--title",
      "Shared",
      "--user",
      USER.email,
    );
    const { rootNodeId: nodeId, projectId, conversationId } = created.data ?? created;
    if (!nodeId || !projectId) throw new Error(`No root node or project in ${JSON.stringify(created)}`);
    log(`database ${name} migrated, user and conversation created`);

    if (buildIsStale()) {
      log("the build is older than the sources: next build");
      await run("node_modules/.bin/next", ["build"], { env });
    } else log("reusing the existing build (.next is newer than the sources)");

    const ports = await choosePorts();
    const names = ["canopy-two-a", "canopy-two-b"];
    const servers = [];
    for (const [i, port] of ports.entries()) {
      // Own process group (killed whole on exit). application_name in the URL tags every connection of
      // the instance in pg_stat_activity, the job runner's LISTEN connection included.
      const url = new URL(env.DATABASE_URL);
      url.searchParams.set("application_name", names[i]);
      const child = spawn("node_modules/.bin/next", ["start", "-p", String(port), "-H", "127.0.0.1"], {
        env: { ...env, DATABASE_URL: url.toString() },
        stdio: ["ignore", "ignore", "inherit"],
        detached: true,
      });
      children.push(child);
      servers.push(child);
    }
    const [a, b] = ports.map((port) => `http://127.0.0.1:${port}`);
    await Promise.all([a, b].map((url, i) => waitFor(`${url}/login`, servers[i])));
    log(`instance A on ${a}, instance B on ${b}`);
    await db.connect();
    connected = true;

    const signIn = await fetch(`${a}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: a },
      body: JSON.stringify(USER),
    });
    if (!signIn.ok) throw new Error(`Sign-in on A failed: HTTP ${signIn.status} ${await signIn.text()}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const post = (base, path, body) =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base, cookie },
        body: JSON.stringify(body),
      });
    const get = (base, path) => fetch(`${base}${path}`, { headers: { cookie, origin: base } });
    const windowOn = async (base) =>
      (await json(await get(base, `/api/nodes/${nodeId}`), `GET /api/nodes/${nodeId} on ${base}`)).window;

    // (a) A turn through A, streamed to the end, read through B with the session A issued.
    const first = await post(a, "/api/chat", { nodeId, text: FACTS });
    if (!first.ok) throw new Error(`The turn on A failed: HTTP ${first.status} ${await first.text()}`);
    const firstAnswer = await readAnswerStream(first);
    const seenByB = await windowOn(b);
    check(
      seenByB.some((e) => e.role === "user" && e.content === FACTS),
      "(a) instance B does not show the message sent through A",
    );
    check(
      seenByB.some((e) => e.role === "assistant" && e.status === "complete" && e.content.trim() === firstAnswer.trim()),
      "(a) instance B does not show A's finished answer",
    );
    log(`(a) ok: a turn sent through A is read through B (${seenByB.length} entries, the answer as A streamed it)`);

    // (b) An import queued through A's route runs exactly once, with both instances' runners listening.
    const workers = new Set();
    const until = Date.now() + 15_000;
    while (workers.size < 2 && Date.now() < until) {
      const { rows } = await db.query(
        `SELECT DISTINCT application_name FROM pg_stat_activity WHERE datname = $1 AND application_name = ANY($2) AND query ILIKE 'LISTEN %'`,
        [name, names],
      );
      for (const row of rows) workers.add(row.application_name);
      if (workers.size < 2) await sleep(250);
    }
    check(
      workers.size === 2,
      `(b) not both instances' job runners are listening (seen: ${[...workers].join(", ") || "none"})`,
    );
    const queued = await json(
      await post(a, `/api/projects/${projectId}/import`, { name: "harbour-notes.md", text: IMPORT_TEXT }),
      "(b) the import on A",
    );
    let job = queued.job;
    const jobUntil = Date.now() + 60_000;
    while (job.status !== "succeeded" && job.status !== "failed" && Date.now() < jobUntil) {
      await sleep(250);
      job = (await json(await get(b, `/api/projects/${projectId}/jobs/${job.id}`), "(b) the job read through B")).job;
    }
    check(job.status === "succeeded", `(b) the import job ended ${job.status}: ${JSON.stringify(job.error)}`);
    const {
      rows: [row],
    } = await db.query(
      `SELECT status::text, attempts, extract(epoch FROM "startedAt" - "createdAt")::float AS wait FROM "Job" WHERE id = $1`,
      [job.id],
    );
    check(
      row.status === "succeeded" && row.attempts === 1,
      `(b) the job row shows ${row.status} after ${row.attempts} attempts, not succeeded after 1`,
    );
    // The runners poll every 30 s; a start within seconds is the enqueue's NOTIFY waking one.
    check(row.wait < 10, `(b) the job started ${row.wait.toFixed(1)} s after its enqueue: no NOTIFY woke a runner`);
    const {
      rows: [trees],
    } = await db.query(`SELECT count(*)::int AS n FROM "KnowledgeTree" WHERE "projectId" = $1 AND kind = 'project'`, [
      projectId,
    ]);
    const {
      rows: [docs],
    } = await db.query(`SELECT count(*)::int AS n FROM "Document" WHERE "projectId" = $1`, [projectId]);
    check(
      trees.n === 1 && docs.n === 1,
      `(b) the project has ${trees.n} knowledge trees and ${docs.n} documents, not 1 and 1`,
    );
    log(
      `(b) ok: the import queued through A ran once (attempts 1, started ${row.wait.toFixed(2)} s after its enqueue, 1 knowledge tree, 1 document) while the runners of ${[...workers].sort().join(" and ")} listened; B followed the job to its end`,
    );

    // (c) An answer streaming on A, followed from B.
    const second = await post(a, "/api/chat", { nodeId, text: QUESTION });
    if (!second.ok) throw new Error(`The second turn on A failed: HTTP ${second.status} ${await second.text()}`);
    let streamed = null;
    const streaming = readAnswerStream(second).then((text) => (streamed = text));
    const partials = [];
    let last = null;
    const followUntil = Date.now() + 60_000;
    while (Date.now() < followUntil) {
      const answer = (await windowOn(b)).filter((e) => e.role === "assistant").at(-1);
      if (answer && answer.status === "streaming" && answer.content && partials.at(-1) !== answer.content)
        partials.push(answer.content);
      last = answer;
      if (streamed !== null && answer?.status !== "streaming") break;
      await sleep(150);
    }
    await streaming;
    check(last?.status === "complete", `(c) B shows the answer as ${last?.status}, not complete`);
    check(last.content.trim() === streamed.trim(), "(c) B's finished answer differs from what A streamed");
    check(
      partials.length >= 2,
      `(c) B saw ${partials.length} partial version(s) of the answer while A streamed it, not 2 or more`,
    );
    check(
      partials.every((p, i) => last.content.startsWith(p) && (i === 0 || p.length > partials[i - 1].length)),
      "(c) B's partial answers do not grow as prefixes of the final answer",
    );
    log(
      `(c) ok: B followed the answer streaming on A: ${partials.length} growing partial texts (${partials.map((p) => p.length).join(" < ")} chars), then the finished ${last.content.length} chars`,
    );

    // (d) Live updates across instances (docs/live.md): streams open on B and on A receive every
    // change made through A (its version, in order), and an answer's text as A writes it.
    await checkLiveStreams({ a, b, get, post, db, conversationId, nodeId });
    log(`all checks passed (${elapsed()} in all)`);
  } finally {
    if (connected) await db.end().catch(() => undefined);
    if (process.env.PG_URL) {
      // A server we do not own: stop the instances, then drop the database this run created.
      cleanup();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => drop.end());
    }
  }
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(`two-instances: FAILED — ${error.stack ?? error}`);
    process.exit(1);
  });
