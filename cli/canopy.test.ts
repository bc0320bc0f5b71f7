import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { closeDb, getDb } from "@/lib/db/client";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { countRows } from "@/lib/testing/fixtures";
import { canopy, ok } from "./testing";

const testDb = useTestDatabase();

/** Everything a command could write, to prove that a failure wrote nothing. */
async function snapshot() {
  const db = getDb();
  const statuses = await db.node.findMany({ select: { id: true, status: true, kind: true }, orderBy: { id: "asc" } });
  return { ...(await countRows()), merges: await db.mergeEvent.count(), statuses };
}

async function newConversation(title: string) {
  return (await ok("conversation", "create", "--project", "CLI project", "--title", title)) as {
    conversationId: string;
    rootNodeId: string;
    projectId: string;
    projectCreated: boolean;
  };
}

describe("the full flow through the command line", () => {
  it("create, say, branch none/full, say in each, window, merge condensed chronological, tree, purge", async () => {
    const created = await newConversation("Launch");
    expect(created).toMatchObject({
      conversationId: expect.any(String),
      rootNodeId: expect.any(String),
      projectCreated: true,
    });
    const again = await newConversation("Second");
    expect(again).toMatchObject({ projectId: created.projectId, projectCreated: false });
    const root = created.rootNodeId;

    const said = await ok("say", "--node", root, "The launch code is ORCHID-7.");
    expect(said).toMatchObject({
      userItemId: expect.any(String),
      assistantItemId: expect.any(String),
      engine: "offline",
    });
    expect(said.reply.length).toBeGreaterThan(0);
    expect(said.report.model).toBe("offline");

    const none = await ok("branch", "--node", root, "--policy", "none", "--title", "Clean slate");
    expect(none.inherited).toEqual([]);
    const full = await ok("branch", "--node", root, "--policy", "full");
    expect(full.inherited.map((i: { itemId: string }) => i.itemId)).toEqual([said.userItemId, said.assistantItemId]);
    expect(full.inherited.every((i: { tokens: number }) => i.tokens > 0)).toBe(true);

    expect((await ok("say", "--node", full.nodeId, "What is the launch code?")).reply).toContain("ORCHID-7");
    expect((await ok("say", "--node", none.nodeId, "What is the launch code?")).reply).not.toContain("ORCHID");

    const window = await ok("window", "--node", full.nodeId);
    expect(window.items.map((i: { origin: string }) => i.origin)).toEqual(["inherited", "inherited", "local", "local"]);
    expect(window.items[0]).toMatchObject({
      id: expect.any(String),
      role: "user",
      content: "The launch code is ORCHID-7.",
      sourceNodeId: root,
    });
    expect(window.items[2]).toMatchObject({ role: "user", content: "What is the launch code?", sourceNodeId: null });

    // The root moves on; the chronological merge lands before this later message.
    const later = await ok("say", "--node", root, "Let us talk about lunch.");
    const merged = await ok("merge", "--node", full.nodeId, "--mode", "condensed", "--insert", "chronological");
    expect(merged).toMatchObject({
      parentId: root,
      insertedItemIds: [expect.any(String)],
      mergeEventId: expect.any(String),
    });
    const rootWindow = (await ok("window", "--node", root)).items as Array<{
      id: string;
      origin: string;
      role: string;
      sourceNodeId: string;
    }>;
    expect(rootWindow.map((i) => i.id)).toEqual([
      said.userItemId,
      said.assistantItemId,
      merged.insertedItemIds[0],
      later.userItemId,
      later.assistantItemId,
    ]);
    expect(rootWindow[2]).toMatchObject({ origin: "merged", role: "note", sourceNodeId: full.nodeId });

    const tree = await ok("tree", "--conversation", created.conversationId);
    expect(tree.nodes).toHaveLength(3);
    expect(tree.nodes.find((n: { id: string }) => n.id === full.nodeId)).toMatchObject({
      parentId: root,
      kind: "branch",
      status: "merged",
    });
    expect(tree.nodes.find((n: { id: string }) => n.id === none.nodeId)).toMatchObject({
      status: "open",
      title: "Clean slate",
    });
    expect(tree.edges).toEqual(
      expect.arrayContaining([
        { source: root, target: none.nodeId, type: "branch" },
        { source: root, target: full.nodeId, type: "branch" },
        { source: full.nodeId, target: root, type: "merge" },
      ]),
    );
    expect(tree.edges).toHaveLength(3);

    // A merged node is read-only.
    const refused = await canopy("say", "--node", full.nodeId, "Anything else?", "--json");
    expect(refused.code).toBe(1);
    expect(refused.json.error.code).toBe("conflict:node_closed");

    const purged = await ok("purge", "--node", none.nodeId);
    expect(purged).toEqual({ purgedNodeIds: [none.nodeId] });
    expect(await getDb().node.count({ where: { conversationId: created.conversationId } })).toBe(2);
    expect((await ok("tree", "--conversation", created.conversationId)).nodes).toHaveLength(2);
  });

  it("selective, compressed and volatile branches", async () => {
    const { rootNodeId: root } = await newConversation("Policies");
    await ok("say", "--node", root, "The launch code is ORCHID-7.");
    await ok("say", "--node", root, "We decided to use Postgres for the billing service.");

    const selective = await ok(
      "branch",
      "--node",
      root,
      "--policy",
      "selective",
      "--prompt",
      "Which database for billing?",
      "--budget",
      "200",
    );
    const selectedWindow = (await ok("window", "--node", selective.nodeId)).items;
    expect(selectedWindow.some((i: { content: string }) => i.content.includes("Postgres"))).toBe(true);
    expect(selectedWindow.every((i: { origin: string }) => i.origin === "inherited")).toBe(true);

    const tiny = await ok("branch", "--node", root, "--policy", "selective", "--prompt", "billing", "--budget", "0");
    expect(tiny.inherited).toEqual([]);

    const compressed = await ok("branch", "--node", root, "--policy", "compressed");
    const [note] = (await ok("window", "--node", compressed.nodeId)).items;
    expect(note).toMatchObject({ role: "note", origin: "inherited", sourceNodeId: root });
    expect(note.content).toContain("Decisions");

    const aside = await ok("branch", "--node", root, "--policy", "full", "--volatile");
    const node = await getDb().node.findUniqueOrThrow({ where: { id: aside.nodeId } });
    expect(node).toMatchObject({ kind: "volatile", sessionId: "cli" });
    expect((await ok("say", "--node", aside.nodeId, "What is the launch code?")).reply).toContain("ORCHID-7");
    const foreign = await canopy("say", "--node", aside.nodeId, "--session", "browser-1", "Hello?", "--json");
    expect(foreign.json.error.code).toBe("conflict:volatile_foreign");
  });

  it("prints readable text without --json", async () => {
    const { rootNodeId } = await newConversation("Readable");
    await ok("say", "--node", rootNodeId, "The launch code is ORCHID-7.");
    const ran = await canopy("window", "--node", rootNodeId);
    expect(ran.code).toBe(0);
    expect(ran.stdout).toContain("[user] The launch code is ORCHID-7.");
    expect(() => JSON.parse(ran.stdout)).toThrow();
    expect((await canopy()).stdout).toContain("Usage: npm run canopy --");
    expect((await canopy("help")).stdout).toContain("merge --node ID --mode full|selected|condensed");
  });
});

describe("bad input: a non-zero exit, a clear message, and nothing written", () => {
  async function expectRefused(argv: string[], expected: { exit: number; code: string; message: RegExp }) {
    const before = await snapshot();
    const ran = await canopy(...argv, "--json");
    expect(ran.code).toBe(expected.exit);
    expect(ran.json).toEqual({ error: { code: expected.code, message: expect.stringMatching(expected.message) } });
    expect(ran.stderr).toBe(`canopy: ${ran.json.error.message} (${expected.code})`);
    expect(await snapshot()).toEqual(before);
    return ran;
  }

  it("a merge of a root", async () => {
    const { rootNodeId } = await newConversation("Root merge");
    await ok("say", "--node", rootNodeId, "Hello there.");
    for (const mode of ["full", "condensed"]) {
      await expectRefused(["merge", "--node", rootNodeId, "--mode", mode, "--insert", "append"], {
        exit: 1,
        code: "invalid:merge_root",
        message: /root of a conversation has no parent/,
      });
    }
  });

  it("a merge of a node with open children names the child", async () => {
    const { rootNodeId } = await newConversation("Open children");
    await ok("say", "--node", rootNodeId, "Hello there.");
    const child = await ok("branch", "--node", rootNodeId, "--policy", "full", "--title", "Child");
    await ok("say", "--node", child.nodeId, "A detail.");
    await ok("branch", "--node", child.nodeId, "--policy", "none", "--title", "Grandchild detail");
    for (const mode of ["full", "condensed"]) {
      await expectRefused(["merge", "--node", child.nodeId, "--mode", mode, "--insert", "chronological"], {
        exit: 1,
        code: "conflict:open_children",
        message: /Resolve "Grandchild detail" first/,
      });
    }
  });

  it("a purge of an unknown id", async () => {
    await expectRefused(["purge", "--node", "no-such-node"], {
      exit: 1,
      code: "not_found:node",
      message: /does not exist/,
    });
  });

  it("a selective budget below zero", async () => {
    const { rootNodeId } = await newConversation("Budget");
    await ok("say", "--node", rootNodeId, "Hello there.");
    await expectRefused(["branch", "--node", rootNodeId, "--policy", "selective", "--prompt", "hi", "--budget=-5"], {
      exit: 2,
      code: "invalid:input",
      message: /^--budget: The budget cannot be below zero\.$/,
    });
    // Written with a space, parseArgs reads "-5" as a flag: still refused, with the fix spelled out.
    await expectRefused(["branch", "--node", rootNodeId, "--policy", "selective", "--budget", "-5"], {
      exit: 2,
      code: "invalid:usage",
      message: /--budget=-XYZ/,
    });
  });

  it("an unknown command", async () => {
    await expectRefused(["sprout", "--node", "x"], {
      exit: 2,
      code: "invalid:usage",
      message: /Unknown command "sprout".*help/,
    });
  });

  it.each([
    ["a missing --node", ["window"], /Missing --node/],
    ["an unknown flag", ["window", "--node", "x", "--colour", "red"], /Unknown option '--colour'/],
    ["a missing subcommand", ["conversation", "--project", "P"], /Missing the subcommand/],
    [
      "--budget with a policy other than selective",
      ["branch", "--node", "x", "--policy", "full", "--budget", "10"],
      /--budget only applies to --policy selective/,
    ],
    [
      "--mode selected without --items",
      ["merge", "--node", "x", "--mode", "selected", "--insert", "append"],
      /needs --items/,
    ],
  ])("%s", async (_, argv, message) => {
    await expectRefused(argv, { exit: 2, code: "invalid:usage", message });
  });

  it.each([
    [
      "an unknown policy",
      ["branch", "--node", "x", "--policy", "sideways"],
      /^--policy: .*none, full, selective or compressed/,
    ],
    [
      "an unknown placement",
      ["merge", "--node", "x", "--mode", "full", "--insert", "top"],
      /^--insert: .*append or chronological/,
    ],
    ["an empty project name", ["conversation", "create", "--project", "  "], /^--project: Give the project a name/],
  ])("%s", async (_, argv, message) => {
    await expectRefused(argv, { exit: 2, code: "invalid:input", message });
  });

  it("an empty message", async () => {
    const { rootNodeId } = await newConversation("Empty");
    await expectRefused(["say", "--node", rootNodeId, "   "], {
      exit: 1,
      code: "invalid:message",
      message: /Type a message/,
    });
  });

  it("a database without tables", async () => {
    const dir = mkdtempSync(join(tmpdir(), "canopy-cli-empty-"));
    const file = join(dir, "empty.db");
    writeFileSync(file, "");
    const previous = process.env.DATABASE_URL;
    await closeDb();
    process.env.DATABASE_URL = `file:${file}`;
    try {
      const ran = await canopy("tree", "--conversation", "x", "--json");
      expect(ran.code).toBe(1);
      expect(ran.json.error).toEqual({
        code: "not_found:database",
        message: expect.stringMatching(/no Canopy tables.*npm run setup/),
      });
      process.env.DATABASE_URL = `file:${join(dir, "missing.db")}`;
      await closeDb();
      expect((await canopy("tree", "--conversation", "x", "--json")).json.error.message).toMatch(
        /There is no database at .*npm run setup/,
      );
    } finally {
      await closeDb();
      process.env.DATABASE_URL = previous;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the real entry point", () => {
  it("`tsx --conditions=react-server cli/canopy.ts conversation create --json` prints one JSON object", async () => {
    const root = fileURLToPath(new URL("..", import.meta.url));
    const { stdout } = await promisify(execFile)(
      "npx",
      [
        "tsx",
        "--conditions=react-server",
        "cli/canopy.ts",
        "conversation",
        "create",
        "--project",
        "Spawned project",
        "--title",
        "Spawned",
        "--json",
      ],
      { cwd: root, env: { ...process.env, DATABASE_URL: testDb.url }, timeout: 60_000 },
    );
    const printed = JSON.parse(stdout.trim());
    expect(printed).toMatchObject({ conversationId: expect.any(String), rootNodeId: expect.any(String) });
    const conversation = await getDb().conversation.findUniqueOrThrow({
      where: { id: printed.conversationId },
      include: { project: true, nodes: true },
    });
    expect(conversation).toMatchObject({ title: "Spawned", project: { name: "Spawned project" } });
    expect(conversation.nodes.map((n) => n.id)).toEqual([printed.rootNodeId]);
  }, 60_000);
});
