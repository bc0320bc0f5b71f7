// Node memory recall asks a folded history the way a project's knowledge is asked (issue 17 item 5).
import { describe, expect, it } from "vitest";
import { createOfflineEngine } from "./offline-engine";
import { nodeMemory, recallOwn } from "./testing";
import { inSaidOrder, renderRecall } from "./recall";
import { leavesInOrder } from "./nodes";
import { excerpt } from "./render";
import type { KnowledgeTree } from "./types";

const engine = createOfflineEngine();

/** A node memory tree: one leaf per entry, its sourceRef the entry's item id list (as folding writes it). */
const memoryOf = (entries: string[]) => nodeMemory(entries, engine);

const recall = (tree: KnowledgeTree, query: string) => recallOwn(tree, query, engine);

const CHATTER = [
  "Good morning! Coffee first, then planning.",
  "Sounds good to me.",
  "We moved last spring, after the lease ran out.",
  "The design review went fine overall, nothing to report.",
];

describe("recallMemory", () => {
  it("finds the city however the question is phrased", async () => {
    const tree = await memoryOf([...CHATTER, "The office is in Lyon.", "Noted.", ...CHATTER]);
    const { hits, text } = await recall(tree, "Where exactly is the office, which city?");
    expect(hits[0]?.status).toBe("complete");
    expect(hits[0]?.answer).toContain("The office is in Lyon.");
    expect(text).toContain("Lyon");
  });

  it("reads a table row with its header, never as a raw Markdown row", async () => {
    const table = "Limits we agreed:\n\n| name | limit |\n| --- | --- |\n| uploads | 25 MB |\n| exports | 100 MB |";
    const tree = await memoryOf([...CHATTER, table, "Noted.", ...CHATTER]);
    const { hits } = await recall(tree, "What is the limit for uploads?");
    expect(hits[0]?.answer).toContain("name: uploads; limit: 25 MB");
    expect(hits[0]?.answer).not.toMatch(/^\s*\|.*\|\s*$/m);
    expect(hits[0]?.answer).not.toContain("100 MB");
  });

  it("cites no item id lists (the report lists the items), and evidence of small talk answers nothing", async () => {
    const tree = await memoryOf([...CHATTER, "The reporting review is in Porto.", "Noted.", ...CHATTER]);
    const { hits, report } = await recall(tree, "Where is the reporting review?");
    expect(hits[0]?.answer).toContain("Porto");
    expect(hits[0]?.answer).not.toContain('["i');
    expect(report.searches[0].citations.length).toBeGreaterThan(0);
    const none = await recall(await memoryOf(CHATTER), "Where is the reporting review?");
    expect(none.hits).toEqual([]);
    expect(none.report.searches[0].status).toBe("none");
  });
});

describe("recall when the knowledge ask refuses (issue 36, long histories)", () => {
  it("recalls a folded fact the ask cannot tie to a value of the asked kind (a size asked with 'how big', a company asked with 'who')", async () => {
    const tree = await memoryOf([
      ...CHATTER,
      "Our rented garage has a floor of 31 square metres.",
      "Noted.",
      "The plumbing is done by a firm called Brass & Bolt.",
      "Noted.",
      ...CHATTER,
    ]);
    const size = await recall(tree, "How big is our rented garage?");
    expect(size.text).toContain("31 square metres");
    const firm = await recall(tree, "Who does the plumbing?");
    expect(firm.text).toContain("Brass & Bolt");
  });
});

describe("recall of an updated value (issue 36, long histories)", () => {
  it("quotes the update a later message made, not the value it replaced, in the answer and the excerpts", async () => {
    const tree = await memoryOf([
      ...CHATTER,
      "The kiln firing is booked for Friday the 6th.",
      "Noted.",
      ...CHATTER,
      "The kiln firing moved from Friday the 6th to Monday the 9th.",
      "Noted. Related in this branch's context:\n\n> The kiln firing is booked for Friday the 6th.",
      ...CHATTER,
    ]);
    const { hits, text } = await recall(tree, "For when is the kiln firing booked?");
    expect(hits[0]?.answer).toContain("Monday the 9th");
    expect(text).toContain("Monday the 9th");
    expect(text).not.toMatch(/booked for Friday the 6th/);
  });

  it("keeps another subject's value that the question names apart", async () => {
    const tree = await memoryOf([
      ...CHATTER,
      "The onboarding service listens on port 4994.",
      "Noted.",
      ...CHATTER,
      "We moved the payments service to port 3539; it listens there from now on.",
      "Noted.",
    ]);
    const { hits } = await recall(tree, "Which port does the onboarding service listen on?");
    // Another service moved: that is no update of the one asked about.
    expect(hits[0]?.answer).toContain("> The onboarding service listens on port 4994.");
  });
});

describe("what a recall reads of a reply", () => {
  it("takes a reply quoting an earlier message for no statement of its own", async () => {
    const tree = await memoryOf([
      ...CHATTER,
      "The florist is Priya Shah.",
      "Noted.",
      ...CHATTER,
      "Lovely weather for it today.",
      "Noted. Related in this branch's context:\n\n> The florist is Priya Shah.",
      ...CHATTER,
    ]);
    const { hits } = await recall(tree, "Who is the florist?");
    expect(hits[0]?.answer).toContain("Priya Shah");
    // The statement's own message is cited, not the reply quoting it.
    expect(hits[0]?.leaves.flatMap((l) => l.itemIds)).toEqual(["i4"]);
  });
});

describe("the order of a hit's leaves", () => {
  it("is the order the messages were said, not the order the answer cites them", async () => {
    const tree = await memoryOf(Array.from({ length: 40 }, (_, i) => `${CHATTER[i % CHATTER.length]} (${i})`));
    const ids = leavesInOrder(tree).map((leaf) => leaf.id);
    expect(ids.length).toBeGreaterThan(2);
    expect(inSaidOrder([...ids].reverse(), tree)).toEqual(ids);
    expect(inSaidOrder(["elsewhere", ids[1], ids[0]], tree)).toEqual([ids[0], ids[1], "elsewhere"]);
  });
});

describe("excerpt of a recalled leaf", () => {
  it("is whole sentences or nothing, never a sentence cut mid-way", () => {
    const text =
      "### User\n\nThe choir outing goes to the Maritime Museum in the old town on the first Friday of term.";
    expect(excerpt(text, "Where is the choir outing going?", 12)).toBe("");
    expect(excerpt(text, "Where is the choir outing going?", 200)).toBe(text);
  });
});

describe("renderRecall", () => {
  const leaf = (id: string, text: string) => ({ id, text, itemIds: [id] });
  it("writes every tree's answer before any excerpt, so a long excerpt of one never cuts another's answer", () => {
    const long = Array.from({ length: 60 }, (_, i) => `We talked about item ${i} of the list for a while.`).join(" ");
    const text =
      renderRecall(
        [
          {
            treeId: "own",
            ownerNodeId: "b",
            scope: "own",
            status: "complete",
            answer: "> We talked about item 3 of the list for a while.",
            leaves: [leaf("l1", long)],
          },
          {
            treeId: "anc",
            ownerNodeId: "p",
            scope: "ancestor",
            status: "complete",
            answer: "> The spare key hangs behind the blue cupboard.",
            leaves: [leaf("l2", "The spare key hangs behind the blue cupboard.")],
          },
        ],
        160,
      )?.text ?? "";
    expect(text).toContain("The spare key hangs behind the blue cupboard.");
  });

  it("cites a leaf it quotes one sentence of without an excerpt of the rest", () => {
    const rendered = renderRecall(
      [
        {
          treeId: "own",
          ownerNodeId: "b",
          scope: "own",
          status: "complete",
          answer: "> The kiln is booked for Friday.\n\n> Ravi Menon fires the glazes.",
          leaves: [
            leaf("l1", "The kiln is booked for Friday. The studio opens at nine."),
            leaf("l2", "Ravi Menon fires the glazes. The parking behind the hall is free."),
          ],
          quotedOnly: ["l2"],
        },
      ],
      400,
    );
    expect(rendered?.text).toContain("The studio opens at nine.");
    expect(rendered?.text).not.toContain("parking");
    expect(rendered?.ktNodeIds).toEqual(["l1", "l2"]);
  });
});
