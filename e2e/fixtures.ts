import { test as base, devices, type Browser, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { currentLane, lane } from "./lanes";
import { signInPage } from "./pages/account";
import { ProjectPage } from "./pages/projects";
import { WorkspacePage } from "./pages/workspace";

/** Modes of the fake OpenAI-compatible server (lib/ai/testing/fake-openai-server.ts). */
export type FakeMode = "ok" | "error" | "drop" | "stall" | "slow";

/** The fake provider this worker's app server talks to (its lane's: e2e/lanes.ts, playwright.config.ts). */
export const FAKE_PROVIDER = {
  url: currentLane().fakeURL,
  modelId: "compatible:test-model",
  label: "Fake provider · test-model",
  /** FAKE_REPLY of the fake server: what every "ok" completion says. */
  reply: "Hello from the fake OpenAI server. It streams in several chunks.",
};

/** What the fake provider's "slow" mode streams (lib/ai/testing/fake-openai-server.ts): the reply eight times. */
export const SLOW_REPLY = Array.from({ length: 8 }, () => FAKE_PROVIDER.reply).join(" ");

/** Switches how the fake provider answers later requests. */
export async function setFakeMode(mode: FakeMode): Promise<void> {
  const response = await fetch(`${FAKE_PROVIDER.url}/__mode`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mode }),
  });
  if (!response.ok) throw new Error(`The fake provider refused mode "${mode}": HTTP ${response.status}`);
  const body = (await response.json()) as { mode?: string };
  if (body.mode !== mode) throw new Error(`The fake provider is in mode "${body.mode}", not "${mode}".`);
}

/** The SQLite file this worker's app server serves (its lane's DATABASE_URL in playwright.config.ts). */
export const E2E_DATABASE_FILE = fileURLToPath(new URL(`../${currentLane().databaseFile}`, import.meta.url));

/** The account every test signs in as (an admin, created with the CLI on its lane's fresh database). */
export const E2E_USER = { email: "e2e@canopy.test", password: "e2e-password-1" };

/** The e2e database's URL: the SQLite file, or under playwright.pg.config.ts the PostgreSQL database its servers made. */
function e2eDatabaseUrl(): string {
  const pgUrlFile = process.env.E2E_PG_URL_FILE;
  return pgUrlFile ? readFileSync(pgUrlFile, "utf8").trim() : `file:${E2E_DATABASE_FILE}`;
}

/**
 * Runs the command line against the e2e database (`npm run canopy -- ...argv --json`); the parsed
 * JSON, or throws with its stderr.
 */
export function canopyCli(...argv: string[]): unknown {
  const out = execFileSync("node_modules/.bin/tsx", ["--conditions=react-server", "cli/canopy.ts", ...argv, "--json"], {
    env: { ...process.env, DATABASE_URL: e2eDatabaseUrl(), CHECKPOINT_DISABLE: "1" },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  return JSON.parse(out);
}

/** Creates an account with the CLI unless it exists (a lane's database is recreated per run, not per worker). */
export function ensureUser(email: string, password: string, admin = false): void {
  try {
    canopyCli("user", "create", "--email", email, "--password", password, ...(admin ? ["--admin"] : []));
  } catch (error) {
    if (!String((error as { stdout?: string }).stdout ?? error).includes("conflict:email")) throw error;
  }
}

/** Signs `email` in through /login in a fresh context (waiting out Better Auth's sign-in rate limit) and saves its cookies to `file`. */
export async function signIn(
  browser: Browser,
  baseURL: string,
  email: string,
  password: string,
  file: string,
): Promise<string> {
  const page = await signInPage(browser, baseURL, email, password);
  await page.context().storageState({ path: file });
  await page.context().close();
  return file;
}

/** The password of the accounts `member` makes. */
export const MEMBER_PASSWORD = "member-password-1";

/**
 * A new account (made with the CLI, like an admin would) signed in through /login in its own
 * context: on a desktop screen, or with `phone` on a phone held upright (touch, 390x844), its
 * cookies carried over. Sign-ins are rate-limited per address: signInPage waits a window out.
 */
export async function member(
  browser: Browser,
  baseURL: string,
  prefix: string,
  phone = false,
): Promise<{ email: string; page: Page }> {
  const email = `${prefix}-${Date.now().toString(36)}@canopy.test`;
  ensureUser(email, MEMBER_PASSWORD);
  const signedIn = await signInPage(browser, baseURL, email, MEMBER_PASSWORD);
  if (!phone) return { email, page: signedIn };
  const storageState = await signedIn.context().storageState();
  await signedIn.context().close();
  const context = await browser.newContext({
    ...devices["Pixel 7"],
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    baseURL,
    storageState,
  });
  return { email, page: await context.newPage() };
}

/** A cuid-like id ("c" + 24 base-36 characters), like the ones Prisma generates. */
export function cuidLike(): string {
  const alphabet = "0123456789abcdefghijklmnopqrstuvwxyz";
  return "c" + Array.from(randomBytes(24), (b) => alphabet[b % 36]).join("");
}

export interface SeedNode {
  /** A name for this node inside the seed, used by children's `parent`. */
  key: string;
  /** The `key` of the parent; absent for the root (exactly one node). */
  parent?: string;
  title: string;
  /** Local messages of the node, alternating as given. */
  messages?: { role: "user" | "assistant"; content: string }[];
  /** The index of the parent's message this node branched from (its branch point). */
  branchFrom?: number;
  /** Merged back into its parent in this mode (the node is then read-only, with a merge edge). */
  merged?: "full" | "condensed";
}

export interface SeededConversation {
  projectId: string;
  conversationId: string;
  /** Node ids by seed key. */
  nodeIds: Map<string, string>;
}

/**
 * Writes a project, a conversation and its node tree straight into the e2e database, in one
 * transaction (for shapes too big to build through the UI). Rows look like Prisma's: cuid-like
 * ids, ISO timestamps, nodes created in the order given.
 */
export async function seedConversation(input: {
  projectName: string;
  title: string;
  nodes: SeedNode[];
}): Promise<SeededConversation> {
  const { default: Database } = await import("better-sqlite3");
  // Waits for the server's write as long as the app's own transactions wait for one another (15 s, lib/db/client.ts), and more.
  const db = new Database(E2E_DATABASE_FILE, { fileMustExist: true, timeout: 20_000 });
  const start = Date.now();
  const at = (offsetMs: number) => new Date(start + offsetMs).toISOString().replace("Z", "+00:00");
  const projectId = cuidLike();
  const conversationId = cuidLike();
  const nodeIds = new Map(input.nodes.map((n) => [n.key, cuidLike()]));
  const roots = input.nodes.filter((n) => !n.parent);
  if (roots.length !== 1) throw new Error(`A seeded conversation needs exactly one root, got ${roots.length}.`);

  try {
    db.transaction(() => {
      const owner = db.prepare(`SELECT id FROM "user" WHERE email = ?`).get(E2E_USER.email) as
        { id: string } | undefined;
      if (!owner) throw new Error(`Seeding needs the e2e account ${E2E_USER.email} (the fixture creates it).`);
      db.prepare(`INSERT INTO "Project" (id, name, ownerId, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)`).run(
        projectId,
        input.projectName,
        owner.id,
        at(0),
        at(0),
      );
      db.prepare(`INSERT INTO "Membership" (id, projectId, userId, role, createdAt) VALUES (?, ?, ?, 'owner', ?)`).run(
        cuidLike(),
        projectId,
        owner.id,
        at(0),
      );
      db.prepare(`INSERT INTO "Conversation" (id, projectId, title, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)`).run(
        conversationId,
        projectId,
        input.title,
        at(0),
        at(0),
      );
      const insertNode = db.prepare(
        `INSERT INTO "Node" (id, conversationId, parentId, kind, status, title, inheritPolicy, createdAt, updatedAt)
         VALUES (?, ?, ?, ?, 'open', ?, 'none', ?, ?)`,
      );
      const insertItem = db.prepare(
        `INSERT INTO "Item" (id, nodeId, position, role, content, origin, status, tokenCount, model, createdAt)
         VALUES (?, ?, ?, ?, ?, 'local', 'complete', ?, ?, ?)`,
      );
      const itemIds = new Map<string, string[]>();
      const insertMerge = db.prepare(
        `INSERT INTO "MergeEvent" (id, parentId, childId, mode, placement, createdAt) VALUES (?, ?, ?, ?, 'append', ?)`,
      );
      input.nodes.forEach((node, i) => {
        const id = nodeIds.get(node.key)!;
        const parentId = node.parent ? nodeIds.get(node.parent) : null;
        if (node.parent && !parentId)
          throw new Error(`Seed node "${node.key}" names an unknown parent "${node.parent}".`);
        // One millisecond apart, so that "ordered by createdAt" is the order given.
        insertNode.run(id, conversationId, parentId, parentId ? "branch" : "root", node.title, at(i + 1), at(i + 1));
        if (parentId && node.branchFrom !== undefined) {
          const from = itemIds.get(parentId)?.[node.branchFrom];
          if (!from) throw new Error(`Seed node "${node.key}" branches from a message its parent does not have.`);
          db.prepare(`UPDATE "Node" SET branchPointItemId = ? WHERE id = ?`).run(from, id);
        }
        if (parentId && node.merged) {
          db.prepare(`UPDATE "Node" SET status = 'merged' WHERE id = ?`).run(id);
          insertMerge.run(cuidLike(), parentId, id, node.merged, at(i + 1));
        }
        const ids: string[] = [];
        itemIds.set(id, ids);
        (node.messages ?? []).forEach((m, j) => {
          const tokens = m.content.split(/\s+/).filter(Boolean).length;
          const itemId = cuidLike();
          ids.push(itemId);
          insertItem.run(
            itemId,
            id,
            j + 1,
            m.role,
            m.content,
            tokens,
            m.role === "assistant" ? "offline" : null,
            at(i + 1),
          );
        });
      });
    })();
  } finally {
    db.close();
  }
  return { projectId, conversationId, nodeIds };
}

/**
 * The server a worker's tests talk to: its lane's when the config names lane 0's (playwright.config.ts),
 * else the config's own (playwright.pg.config.ts points at instance A of its two).
 */
function laneBaseURL(configured: string | undefined): string {
  return !configured || configured === lane(0).baseURL ? currentLane().baseURL : configured;
}

/**
 * Tests get page objects and a unique name, so they never depend on each other's data, and start
 * signed in as E2E_USER on their lane's server: each worker creates the account with the CLI (once
 * per run and lane) and signs in through /login once; every test's context reuses that storage state.
 */
export const test = base.extend<
  { workspace: WorkspacePage; projects: ProjectPage; unique: string },
  { authState: string }
>({
  // The worker's lane's server (lanes run at once, each with its own: e2e/lanes.ts).
  baseURL: async ({ baseURL }, use) => {
    await use(laneBaseURL(baseURL));
  },
  authState: [
    async ({ browser }, use, workerInfo) => {
      ensureUser(E2E_USER.email, E2E_USER.password, true);
      const dir = fileURLToPath(new URL("../test-results/.auth/", import.meta.url));
      mkdirSync(dir, { recursive: true });
      const baseURL = laneBaseURL(workerInfo.project.use.baseURL);
      await use(
        await signIn(
          browser,
          baseURL,
          E2E_USER.email,
          E2E_USER.password,
          `${dir}worker-${workerInfo.workerIndex}.json`,
        ),
      );
    },
    { scope: "worker" },
  ],
  storageState: async ({ authState }, use) => {
    await use(authState);
  },
  workspace: async ({ page }, use) => {
    await use(new WorkspacePage(page));
  },
  projects: async ({ page }, use) => {
    await use(new ProjectPage(page));
  },
  unique: async ({}, use, testInfo) => {
    await use(`${testInfo.title.slice(0, 24)} ${Date.now().toString(36)}`);
  },
});

export { expect } from "@playwright/test";
