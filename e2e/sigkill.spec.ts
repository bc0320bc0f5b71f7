import Database from "better-sqlite3";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startFakeOpenAIServer, type FakeServer } from "@/lib/ai/testing/fake-openai-server";
import { expect, signIn, test } from "./fixtures";
import { ProjectPage } from "./pages/projects";
import { WorkspacePage } from "./pages/workspace";

// SIGKILL of the app mid-answer (issue 9b). This spec runs its OWN app server (the production
// build the e2e web server made, `next start` on its own port and SQLite file) and its own slow fake
// provider, kills the server with SIGKILL once part of an answer is in the database, restarts it,
// and checks that the partial text was kept and is marked interrupted, with Continue and Retry offered.

const PORT = Number(process.env.E2E_KILL_PORT ?? 55449);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DB_FILE = fileURLToPath(new URL("../data/e2e-kill.db", import.meta.url));
const USER = { email: "kill@canopy.test", password: "kill-password-1" };
// About 160 words at 50 ms a word: eight seconds of streaming.
const STORY = `Once upon a time ${Array.from({ length: 160 }, (_, i) => `word${i}`).join(" ")} the end.`;

let fake: FakeServer;
let server: ChildProcess | null = null;
let db: Database.Database;

function serverEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: `file:${DB_FILE}`,
    NEXT_TELEMETRY_DISABLED: "1",
    CHECKPOINT_DISABLE: "1",
    OPENAI_COMPATIBLE_BASE_URL: fake.url,
    OPENAI_COMPATIBLE_NAME: "Fake provider",
    OPENAI_COMPATIBLE_MODELS: "test-model",
    OPENAI_COMPATIBLE_API_KEY: "test-key",
    RATE_LIMIT_CHAT: "1000",
  };
}

async function startServer(): Promise<void> {
  // Its own process group, so that SIGKILL reaches every process `next start` runs.
  server = spawn("node_modules/.bin/next", ["start", "-p", String(PORT), "-H", "127.0.0.1"], {
    env: serverEnv(),
    stdio: "ignore",
    detached: true,
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${BASE_URL}/login`);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app server did not start on ${BASE_URL}`);
}

function killServer(signal: NodeJS.Signals): void {
  if (server?.pid) {
    try {
      process.kill(-server.pid, signal);
    } catch {
      // already gone
    }
  }
  server = null;
}

const answerRow = () =>
  db.prepare(`SELECT content, status, error FROM "Item" WHERE role = 'assistant'`).get() as
    { content: string; status: string; error: string | null } | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fake = await startFakeOpenAIServer({ reply: STORY, chunkDelayMs: 50 });
  mkdirSync(fileURLToPath(new URL("../data/", import.meta.url)), { recursive: true });
  for (const suffix of ["", "-journal", "-wal", "-shm"]) rmSync(DB_FILE + suffix, { force: true });
  execFileSync("node", ["scripts/setup.mjs"], { stdio: "ignore", env: serverEnv() });
  execFileSync(
    "node_modules/.bin/tsx",
    [
      "--conditions=react-server",
      "cli/canopy.ts",
      "user",
      "create",
      "--email",
      USER.email,
      "--password",
      USER.password,
      "--admin",
      "--json",
    ],
    {
      env: serverEnv(),
      stdio: "ignore",
    },
  );
  db = new Database(DB_FILE, { fileMustExist: true, timeout: 10_000 });
  await startServer();
});

test.afterAll(async () => {
  killServer("SIGTERM");
  db?.close();
  await fake?.close();
  for (const suffix of ["", "-journal", "-wal", "-shm"]) rmSync(DB_FILE + suffix, { force: true });
});

test("SIGKILL mid-answer keeps the partial text; after a restart it is marked interrupted with Continue and Retry", async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const state = await signIn(browser, BASE_URL, USER.email, USER.password, testInfo.outputPath("kill-auth.json"));
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: state });
  const page = await context.newPage();
  const projects = new ProjectPage(page);
  const workspace = new WorkspacePage(page);
  await projects.create("Survives a crash");
  await projects.useModel("compatible:test-model", "Fake provider · test-model");
  await projects.newConversation();

  await workspace.send("Tell me the long story.");
  await expect(workspace.assistantWithStatus("streaming")).toContainText("Once upon a time");
  // Kill as soon as the server has written part of the story to the row (its first flush, about a
  // second in), however long that took: a condition, not a fixed delay.
  await expect
    .poll(() => answerRow()?.content.length ?? 0, { timeout: 30_000, intervals: [100] })
    .toBeGreaterThan("Once upon a time".length);
  killServer("SIGKILL");

  // What the dead server had written: part of the story, still marked streaming.
  const atKill = answerRow()!;
  expect(atKill.status).toBe("streaming");
  expect(atKill.content.length).toBeGreaterThan("Once upon a time".length);
  expect(atKill.content.length).toBeLessThan(STORY.length);
  expect(STORY.startsWith(atKill.content)).toBe(true);

  await startServer();
  await page.reload();
  // Shown as being written until its heartbeat is stale (15 s), then as interrupted.
  const interrupted = workspace.assistantWithStatus("error");
  await expect(interrupted).toHaveCount(1, { timeout: 40_000 });
  await expect(interrupted.getByTestId("message-error")).toContainText("Interrupted");
  expect(await workspace.bodyText(interrupted)).toBe(atKill.content.trim());
  await expect(interrupted.getByTestId("continue-button")).toBeVisible();
  await expect(interrupted.getByTestId("retry-button")).toBeVisible();
  // The restarted server's sweep marks it in the database, keeping the text.
  await expect.poll(() => answerRow()?.status, { timeout: 20_000 }).toBe("error");
  expect(answerRow()?.content).toBe(atKill.content);

  await interrupted.getByTestId("continue-button").click();
  const complete = workspace.assistantWithStatus("complete");
  await expect(complete).toHaveCount(1, { timeout: 30_000 });
  expect(await workspace.bodyText(complete)).toContain(atKill.content.trim());
  await context.close();
});
