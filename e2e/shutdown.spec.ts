import Database from "better-sqlite3";
import { startFakeOpenAIServer, type FakeServer } from "@/lib/ai/testing/fake-openai-server";
import type { Browser } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";
import { startOwnServer, stopOwnServer, type OwnServer } from "./own-server";
import { ProjectPage } from "./pages/projects";
import { WorkspacePage } from "./pages/workspace";

// SIGTERM mid-answer (graceful shutdown). The spec runs its own app server (the production build,
// its own port and SQLite file) and a slow fake provider, sends SIGTERM to the server process while
// an answer streams, and checks both sides of the grace period: an answer that ends within it
// completes and is saved whole before the process exits; one that does not is stopped at its end,
// saved with the text it had and marked interrupted, and Continue finishes it after a restart.

const USER = { email: "term@canopy.test", password: "term-password-1" };
// About 160 words at 50 ms a word: eight seconds of streaming.
const STORY = `Once upon a time ${Array.from({ length: 160 }, (_, i) => `word${i}`).join(" ")} the end.`;

let fake: FakeServer;
let server: OwnServer | undefined;

const serverEnv = (graceMs: number) => ({
  OPENAI_COMPATIBLE_BASE_URL: fake.url,
  OPENAI_COMPATIBLE_NAME: "Fake provider",
  OPENAI_COMPATIBLE_MODELS: "test-model",
  OPENAI_COMPATIBLE_API_KEY: "test-key",
  RATE_LIMIT_CHAT: "1000",
  CANOPY_SHUTDOWN_GRACE_MS: String(graceMs),
});

test.beforeAll(async () => {
  fake = await startFakeOpenAIServer({ reply: STORY, chunkDelayMs: 50 });
});

test.afterAll(async () => {
  await stopOwnServer(server);
  await fake?.close();
});

type AnswerRow = { content: string; status: string; error: string | null };
function answers(dbFile: string): AnswerRow[] {
  const db = new Database(dbFile, { fileMustExist: true, readonly: true, timeout: 10_000 });
  try {
    return db
      .prepare(`SELECT content, status, error FROM "Item" WHERE role = 'assistant' ORDER BY "createdAt"`)
      .all() as AnswerRow[];
  } finally {
    db.close();
  }
}
const lastAnswer = (dbFile: string) => answers(dbFile).at(-1);

/**
 * A fresh server with `graceMs`, signed in, a project on the slow fake provider, and the long story
 * asked for: returns once part of the answer is in the database and SIGTERM was sent.
 */
async function sigtermMidAnswer(browser: Browser, graceMs: number, project: string, authFile: string) {
  await stopOwnServer(server);
  server = await startOwnServer("e2e-term", serverEnv(graceMs), {
    cli: [["user", "create", "--email", USER.email, "--password", USER.password, "--admin"]],
  });
  const running = server;
  const state = await signIn(browser, running.url, USER.email, USER.password, authFile);
  const context = await browser.newContext({ baseURL: running.url, storageState: state });
  const page = await context.newPage();
  const projects = new ProjectPage(page);
  const workspace = new WorkspacePage(page);
  await projects.create(project);
  await projects.useModel("compatible:test-model", "Fake provider · test-model");
  await projects.newConversation();
  await workspace.send("Tell me the long story.");
  await expect(workspace.assistantWithStatus("streaming")).toContainText("Once upon a time");
  await expect.poll(() => lastAnswer(running.dbFile)?.content.length ?? 0, { intervals: [100] }).toBeGreaterThan(20);
  running.signal("SIGTERM");
  return { running, context, page, workspace };
}

test("SIGTERM: an answer that ends within the grace period completes; the process then exits", async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const { running, context, workspace } = await sigtermMidAnswer(
    browser,
    60_000,
    "Drains",
    testInfo.outputPath("term-auth.json"),
  );
  // The browser keeps receiving the answer to its end (the server closed its listener, not this
  // request), and the process exits only after the answer is saved.
  await expect(workspace.messages.filter({ hasText: "word159 the end." })).toHaveCount(1, { timeout: 60_000 });
  const exit = await running.exited;
  expect(exit.code ?? exit.signal).not.toBe("SIGKILL");
  expect(lastAnswer(running.dbFile)).toEqual({ content: STORY, status: "complete", error: null });
  const finished = running
    .output()
    .split("\n")
    .filter((line) => line.includes('"event":"shutdown.finished"'));
  expect(finished).toHaveLength(1);
  expect(JSON.parse(finished[0]!)).toMatchObject({ finished: 1, interrupted: 0 });
  await context.close();
});

test("SIGTERM: an answer still streaming when the grace period ends is kept, marked interrupted, and Continue finishes it", async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const { running, context, page, workspace } = await sigtermMidAnswer(
    browser,
    1_500,
    "Interrupted",
    testInfo.outputPath("term-auth.json"),
  );
  await running.exited;
  const dbFile = running.dbFile;

  // Saved by the server before it exited: part of the story, marked interrupted (no sweep needed).
  const atExit = lastAnswer(dbFile)!;
  expect(atExit.status).toBe("error");
  expect(atExit.error).toContain("Interrupted");
  expect(atExit.content.length).toBeGreaterThan(20);
  expect(atExit.content.length).toBeLessThan(STORY.length);
  expect(STORY.startsWith(atExit.content)).toBe(true);
  expect(running.output()).toMatch(/"event":"shutdown.finished".*"interrupted":1/);

  server = await startOwnServer("e2e-term", serverEnv(1_500), { keepDatabase: true, port: running.port });
  await page.reload();
  const interrupted = workspace.assistantWithStatus("error");
  await expect(interrupted).toHaveCount(1);
  await expect(interrupted.getByTestId("message-error")).toContainText("Interrupted");
  expect(await workspace.bodyText(interrupted)).toBe(atExit.content.trim());
  await interrupted.getByTestId("continue-button").click();
  const complete = workspace.assistantWithStatus("complete");
  await expect(complete).toHaveCount(1, { timeout: 60_000 });
  expect(await workspace.bodyText(complete)).toContain(atExit.content.trim());
  await context.close();
});
