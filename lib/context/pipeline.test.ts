import { describe, expect, it } from "vitest";
import { buildTree } from "@/lib/memory/build";
import { navigateTree } from "@/lib/memory/navigate";
import { checkTree, leavesInOrder } from "@/lib/memory/nodes";
import { createOfflineEngine } from "@/lib/memory/offline-engine";
import { emptyTree } from "@/lib/memory/types";
import { countTokens } from "@/lib/text/count-tokens";
import { prepareContext, type AncestorMemory, type MemoryState } from "./pipeline";
import { foldedItemIds, restrictTree } from "@/lib/memory/recall";
import { entryBlock, excerpt, type PromptEntry } from "@/lib/memory/render";
import { answerFromContext } from "@/lib/memory/context-answer";
import { SMALL_TALK } from "@/lib/testing/small-talk";

const engine = createOfflineEngine();
const engines = { summarise: engine, navigate: engine };
const TOPICS = ["deploy pipeline", "billing exports", "search index", "mobile release", "alerting rules"];

function say(
  entries: PromptEntry[],
  role: "user" | "assistant",
  content: string,
  origin: PromptEntry["origin"] = "local",
  prefix = "e",
): PromptEntry {
  const position = (entries.at(-1)?.position ?? 0) + 1;
  const e = {
    id: `${prefix}${position}`,
    contentItemId: `${prefix}${position}`,
    position,
    role,
    content,
    origin,
    tokenCount: countTokens(content),
  };
  entries.push(e);
  return e;
}

function chatter(turn: number): [string, string] {
  const topic = TOPICS[Math.floor(turn / 20) % TOPICS.length];
  return [
    `Turn ${turn}: let us review the ${topic}; the latency went down by ${turn % 37} percent after the cache change and the team wants a written runbook.`,
    `Agreed on the ${topic}. I will draft the runbook, check the dashboards and list the open questions for the next review.`,
  ];
}

function freshMemory(): MemoryState {
  return { treeId: "tree-1", tree: emptyTree(), foldedThrough: null, foldedItems: 0 };
}

describe("a long conversation in memory (offline engine, budget 1,500)", () => {
  const TURNS = 200;
  it("stays under budget, folds rarely, keeps the last turns verbatim, and recalls a fact planted early", async () => {
    const entries: PromptEntry[] = [];
    let memory = freshMemory();
    let previous: string | null = null;
    const reuse: number[] = [];
    let folds = 0;
    let last: Awaited<ReturnType<typeof prepareContext>> | null = null;
    for (let turn = 0; turn < TURNS; turn++) {
      const [user, assistant] =
        turn === 2
          ? ["The rollback password for the Kestrel cluster is AMBER-4471.", "Noted: AMBER-4471 for Kestrel."]
          : chatter(turn);
      const message = turn === TURNS - 1 ? "What is the rollback password for the Kestrel cluster?" : user;
      last = await prepareContext({
        nodeId: "n1",
        model: "offline",
        budget: 1500,
        systemPrompt: "Be brief.",
        message,
        entries,
        memory,
        ancestors: [],
        previous,
        fold: true,
        engines,
      });
      const { report } = last.context;
      expect(report.totalTokens).toBeLessThanOrEqual(1500);
      if (last.folded) folds++;
      if (turn > 0) reuse.push(report.prefixReuse);
      // The last four entries of the window are always sent verbatim.
      const sent = new Set([...report.sections[2].itemIds, ...report.sections[3].itemIds]);
      for (const e of entries.slice(-4)) expect(sent.has(e.id)).toBe(true);
      memory = last.memory;
      previous = last.context.serialised;
      if (turn < TURNS - 1) {
        say(entries, "user", user);
        say(entries, "assistant", assistant);
      }
    }
    const { report, serialised } = last!.context;
    expect(memory.foldedItems).toBeGreaterThan(250);
    expect(foldedItemIds(memory.tree).size).toBe(memory.foldedItems);
    expect(checkTree(memory.tree)).toEqual([]);
    // Folding is rare: large steps, not every turn.
    expect(folds).toBeGreaterThan(5);
    expect(folds).toBeLessThan(TURNS / 4);
    expect(reuse.reduce((a, r) => a + r, 0) / reuse.length).toBeGreaterThan(0.5);
    // The planted fact is long folded; recall brings it back, late in the prompt.
    expect(report.sections[3].text).not.toContain("AMBER-4471");
    expect(report.sections[4].text).toContain("AMBER-4471");
    expect(report.recall?.searches[0]).toMatchObject({ scope: "own", treeId: "tree-1" });
    expect(serialised.lastIndexOf("AMBER-4471")).toBeGreaterThan(
      serialised.indexOf(report.sections[3].text.slice(0, 50)),
    );
    expect(report.sections[4].ktNodeIds.length).toBeGreaterThan(0);
  }, 60_000); // 200 turns of fold + recall: about 13 s alone, more on a loaded machine

  it("a preview (fold: false) leaves the memory alone and counts what a fold would take", async () => {
    const entries: PromptEntry[] = [];
    for (let turn = 0; turn < 40; turn++)
      chatter(turn).forEach((text, i) => say(entries, i === 0 ? "user" : "assistant", text));
    const memory = freshMemory();
    const result = await prepareContext({
      nodeId: "n1",
      model: "offline",
      budget: 1500,
      systemPrompt: "",
      message: "",
      entries,
      memory,
      ancestors: [],
      previous: null,
      fold: false,
      engines,
    });
    expect(result.folded).toBeNull();
    expect(result.memory).toBe(memory);
    expect(result.context.report.folded).toMatchObject({
      pending: result.foldedEntries.length,
      justFolded: 0,
      treeId: null,
    });
    expect(result.foldedEntries.length).toBeGreaterThan(0);
    expect(result.context.report.totalTokens).toBeLessThanOrEqual(1500);
  });

  it("a failing fold keeps every entry verbatim and says so", async () => {
    const entries: PromptEntry[] = [];
    for (let turn = 0; turn < 40; turn++)
      chatter(turn).forEach((text, i) => say(entries, i === 0 ? "user" : "assistant", text));
    const broken = { ...engine, summarise: async () => Promise.reject(new Error("provider down")) };
    const result = await prepareContext({
      nodeId: "n1",
      model: "offline",
      budget: 1500,
      systemPrompt: "",
      message: "Hello?",
      entries,
      memory: freshMemory(),
      ancestors: [],
      previous: null,
      fold: true,
      engines: { summarise: broken, navigate: engine },
    });
    expect(result.folded).toBeNull();
    expect(result.kept).toHaveLength(entries.length);
    expect(result.context.report.folded.error).toContain("provider down");
    expect(result.context.report.overBudget).toBe(true);
  });
});

describe("ancestor memory", () => {
  /** A parent whose early history (with a fact) and later history (with another) is folded. */
  async function parentWithMemory() {
    const parent: PromptEntry[] = [];
    say(parent, "user", "The rollback password for the Kestrel cluster is AMBER-4471.", "local", "p");
    say(parent, "assistant", "Noted.", "local", "p");
    for (let turn = 0; turn < 30; turn++)
      chatter(turn).forEach((text, i) => say(parent, i === 0 ? "user" : "assistant", text, "local", "p"));
    const branchPoint = parent.length;
    say(parent, "user", "The staging database for the Heron gateway runs on host pg-stg-her-07.", "local", "p");
    say(parent, "assistant", "Noted.", "local", "p");
    for (let turn = 30; turn < 40; turn++)
      chatter(turn).forEach((text, i) => say(parent, i === 0 ? "user" : "assistant", text, "local", "p"));
    // Leaves of about 1,000 characters: some wholly before the branch point, one straddling it, some after.
    const chunks: { text: string; sourceRef: string }[] = [];
    for (let i = 0; i < parent.length; i += 6) {
      const slice = parent.slice(i, i + 6);
      chunks.push({
        text: slice.map(entryBlock).join("\n\n"),
        sourceRef: JSON.stringify(slice.map((e) => e.contentItemId)),
      });
    }
    const tree = await buildTree(chunks, engine);
    return { parent, branchPoint, tree };
  }

  it("restrictTree keeps only leaves whose items were all inherited, and the branches above them", async () => {
    const { parent, branchPoint, tree } = await parentWithMemory();
    const inherited = new Set(parent.slice(0, branchPoint).map((e) => e.contentItemId));
    const restricted = await restrictTree(tree, inherited);
    expect(checkTree(restricted)).toEqual([]);
    const leaves = leavesInOrder(restricted);
    expect(leaves.length).toBe(Math.floor(branchPoint / 6));
    for (const leaf of leaves) for (const id of JSON.parse(leaf.sourceRef!)) expect(inherited.has(id)).toBe(true);
    expect(leaves.some((l) => l.text?.includes("pg-stg-her-07"))).toBe(false);
    expect(await restrictTree(tree, new Set())).toEqual(emptyTree());
    // Navigation in the restricted tree never reads a later leaf.
    const result = await navigateTree(
      restricted,
      "Which host runs the staging database for the Heron gateway?",
      engine,
    );
    expect(result.answer).not.toContain("pg-stg-her-07");
  });

  it("a full branch recalls its inherited history from the parent's memory, never the parent's later items", async () => {
    const { parent, branchPoint, tree } = await parentWithMemory();
    // The child inherited the parent's window up to the branch point, by reference (same content item ids).
    const child: PromptEntry[] = parent
      .slice(0, branchPoint)
      .map((e, i) => ({ ...e, id: `c-ref-${i}`, origin: "inherited" as const, position: i + 1 }));
    const ancestors: AncestorMemory[] = [
      {
        treeId: "parent-tree",
        ownerNodeId: "parent",
        tree: await restrictTree(tree, new Set(child.map((e) => e.contentItemId))),
      },
    ];
    let memory = freshMemory();
    let previous: string | null = null;
    for (let turn = 0; turn < 12; turn++) {
      const [user, assistant] = chatter(100 + turn);
      const r = await prepareContext({
        nodeId: "child",
        model: "offline",
        budget: 1200,
        systemPrompt: "",
        message: user,
        entries: child,
        memory,
        ancestors,
        previous,
        fold: true,
        engines,
      });
      memory = r.memory;
      previous = r.context.serialised;
      say(child, "user", user, "local", "c");
      say(child, "assistant", assistant, "local", "c");
    }
    // Inherited entries the parent had folded were folded by reference: not summarised again.
    const own = foldedItemIds(memory.tree);
    expect(memory.foldedItems).toBeGreaterThan(own.size);
    const held = foldedItemIds(ancestors[0].tree);
    expect(held.size).toBeGreaterThan(0);
    expect([...own].filter((id) => held.has(id))).toEqual([]);

    const early = await prepareContext({
      nodeId: "child",
      model: "offline",
      budget: 1200,
      systemPrompt: "",
      message: "What is the rollback password for the Kestrel cluster?",
      entries: child,
      memory,
      ancestors,
      previous,
      fold: false,
      engines,
    });
    expect(early.context.report.sections[4].text).toContain("AMBER-4471");
    expect(early.context.report.recall?.searches.map((s) => s.scope)).toContain("ancestor");

    const later = await prepareContext({
      nodeId: "child",
      model: "offline",
      budget: 1200,
      systemPrompt: "",
      message: "Which host runs the staging database for the Heron gateway?",
      entries: child,
      memory,
      ancestors,
      previous,
      fold: false,
      engines,
    });
    expect(later.context.serialised).not.toContain("pg-stg-her-07");
  });
});

describe("excerpt", () => {
  it("quotes the block that holds the answer, with neighbours while they fit", () => {
    const blocks = Array.from(
      { length: 20 },
      (_, i) => `### User\n\nFiller ${i} about dashboards, caches and runbooks of the team.`,
    );
    blocks[13] = "### User\n\nThe rollback password for the Kestrel cluster is AMBER-4471.";
    const text = blocks.join("\n\n");
    const quoted = excerpt(text, "The rollback password for the Kestrel cluster is AMBER-4471.", 60);
    expect(quoted).toContain("AMBER-4471");
    expect(countTokens(quoted)).toBeLessThanOrEqual(60);
    expect(excerpt(text, "anything", 10_000)).toBe(text);
  });
});

describe("long history through the pipeline, every reply the offline model's (issue 36)", () => {
  const CHATTER = SMALL_TALK;

  /** `turns` exchanges in `entries` through prepareContext (budget 900); each reply is answerFromContext's, as the product's offline model writes it. */
  async function converse(
    entries: PromptEntry[],
    messages: string[],
    state: { memory: MemoryState; ancestors: AncestorMemory[] },
  ): Promise<string[]> {
    const replies: string[] = [];
    let previous: string | null = null;
    for (const message of messages) {
      const prepared = await prepareContext({
        nodeId: "n",
        model: "offline",
        budget: 900,
        systemPrompt: "Answer from the conversation.",
        message,
        entries,
        memory: state.memory,
        ancestors: state.ancestors,
        previous,
        fold: true,
        engines,
      });
      state.memory = prepared.memory;
      previous = prepared.context.serialised;
      const reply = answerFromContext({
        context: [
          prepared.context.system ?? "",
          ...prepared.context.messages.slice(0, -1).map((m) => String(m.content)),
        ],
        query: message,
      });
      say(entries, "user", message);
      say(entries, "assistant", reply);
      replies.push(reply);
    }
    return replies;
  }

  const filler = (n: number, from = 0) => Array.from({ length: n }, (_, i) => CHATTER[(i + from) % CHATTER.length]);

  it("answers a folded early fact, the value a fact was restated with, and a parent's fact in a branch", async () => {
    const parent: PromptEntry[] = [];
    const state = { memory: freshMemory(), ancestors: [] as AncestorMemory[] };
    await converse(
      parent,
      [
        "Our rowing boat is 6 metres long.",
        "The club's treasurer is a firm called Ledger & Oar.",
        "The regatta is on 4 July.",
        ...filler(30),
        "Bad news from the organisers: the regatta is on 11 July now.",
        ...filler(6, 3),
      ],
      state,
    );
    const branchFrom = [...parent];
    const [length, treasurer, regatta] = await converse(
      parent,
      ["How long is our rowing boat?", "Who is the club's treasurer?", "When is the regatta?"],
      state,
    );
    expect(length).toContain("6 metres");
    expect(treasurer).toContain("Ledger & Oar");
    expect(regatta).toContain("11 July");
    expect(regatta).not.toContain("4 July");

    // A branch from before the questions inherits everything said so far and recalls from the parent's memory.
    const branch: PromptEntry[] = branchFrom.map((e, i) => ({
      ...e,
      id: `r${i + 1}`,
      position: i + 1,
      origin: "inherited",
    }));
    const inherited = new Set(branch.map((e) => e.contentItemId));
    const restricted = await restrictTree(state.memory.tree, inherited);
    const own = {
      memory: { ...freshMemory(), treeId: "tree-2" },
      ancestors: [{ treeId: "tree-1", ownerNodeId: "p", tree: restricted }],
    };
    const replies = await converse(
      branch,
      [...filler(20, 5), "How long is our rowing boat?", "Who is the club's treasurer?"],
      own,
    );
    expect(replies.at(-2)).toContain("6 metres");
    expect(replies.at(-1)).toContain("Ledger & Oar");
  });
});
