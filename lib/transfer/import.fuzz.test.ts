import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { seedConversation } from "@/lib/testing/fixtures";
import { EDGE_VALUES, FUZZ_RUNS, mutated, readOrRefuse, readOrRefuseAsync, replaceAt } from "@/lib/testing/fuzz";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { importChats, plansFromText } from "./import";
import { CANOPY_FORMAT, conversationPlanSchema } from "./plan";
import { checkPlan } from "./write";

// Property: our own lossless JSON export (format canopy.conversation), damaged anywhere, is read into
// a plan the writer accepts or refused with a typed 4xx error; written, it commits whole or not at all.

useTestDatabase();

const item = (id: string, position: number, role: string, content: string, extra: object = {}) => ({
  id,
  position,
  role,
  content,
  origin: "local",
  refItemId: null,
  sourceNodeId: null,
  sourceItemIds: [],
  status: "complete",
  error: null,
  tokenCount: 3,
  model: null,
  pinned: false,
  mergeEventId: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  ...extra,
});

/** A root with two messages, a branch inheriting the first and merged back, as exportConversation writes it. */
const canopy = {
  format: CANOPY_FORMAT,
  version: 1,
  exportedAt: "2026-11-01T10:00:00.000Z",
  conversation: {
    title: "Soups",
    nodes: [
      {
        id: "n0",
        parentId: null,
        kind: "root",
        status: "open",
        title: "Soups",
        branchPointItemId: null,
        inheritPolicy: "none",
        createdAt: "2026-11-01T10:00:00.000Z",
        items: [
          item("i1", 1, "user", "A soup recipe?"),
          item("i2", 2, "assistant", "Gazpacho.", { pinned: true, contextReport: { tokens: 3 } }),
          item("i5", 3, "note", "Minestrone.", {
            origin: "merged",
            sourceNodeId: "n1",
            sourceItemIds: ["i4"],
            mergeEventId: "e1",
          }),
        ],
      },
      {
        id: "n1",
        parentId: "n0",
        kind: "branch",
        status: "merged",
        title: "Warm soups",
        branchPointItemId: "i1",
        inheritPolicy: "full",
        createdAt: null,
        items: [
          item("i3", 1, "user", "", { origin: "inherited", refItemId: "i1" }),
          item("i4", 2, "assistant", "Minestrone."),
        ],
      },
    ],
    mergeEvents: [
      { id: "e1", parentId: "n0", childId: "n1", mode: "full", placement: "append", createdAt: null, undoneAt: null },
    ],
  },
};

/** Values of the types the plan's fields hold, and their edges. */
const fieldValues = fc.oneof(
  fc.constant(undefined),
  EDGE_VALUES,
  fc.constantFrom("n0", "n1", "i1", "i2", "i4", "e1", "missing", 2, 1, 2 ** 31, 2 ** 53, -0),
  fc.jsonValue({ maxDepth: 2 }),
);

describe("fuzzing the import of our own JSON export", { timeout: 30_000 }, () => {
  it("the fixture imports", () => {
    const { plans } = plansFromText(JSON.stringify(canopy));
    expect(checkPlan(plans[0]!, "fixture").map((n) => n.id)).toEqual(["n0", "n1"]);
  });

  it("reads any damaged export into a plan checkPlan accepts, or refuses it", () => {
    fc.assert(
      fc.property(
        mutated([canopy], fieldValues).chain((v) => mutated([v], fieldValues)),
        (value) => {
          const result = readOrRefuse(() => plansFromText(JSON.stringify(value) ?? ""));
          if (!result) return;
          expect(conversationPlanSchema.safeParse(result.plans[0]).error).toBeUndefined();
          readOrRefuse(() => checkPlan(result.plans[0]!, "fuzzed"));
        },
      ),
      { numRuns: FUZZ_RUNS },
    );
  });

  it("refuses what the database would refuse: a shared position, a count over 32 bits, a year past 9999, a dangling reference", async () => {
    const { projectId } = await seedConversation({ name: "Database limits", messages: [] });
    const before = await getDb().item.count();
    const damaged = (path: Array<string | number>, value: unknown) => JSON.stringify(replaceAt(canopy, path, value));
    const items = ["conversation", "nodes", 1, "items"];
    for (const [text, message] of [
      [damaged([...items, 1, "position"], 1), /conversation\.nodes\.1\.items: two messages share a position/],
      [damaged([...items, 1, "tokenCount"], 2 ** 31), /tokenCount/],
      [damaged([...items, 1, "createdAt"], "+275760-09-13T00:00:00.000Z"), /between the years 1 and 9999/],
      [damaged(["conversation", "nodes", 0, "createdAt"], "-001000-01-01T00:00:00.000Z"), /between the years/],
      // A reference that is only a NUL is emptied by the clean-up, and still refused, not written dangling.
      [damaged([...items, 0, "refItemId"], "\u0000"), /refers to a message that is not in the file/],
      [damaged(["conversation", "nodes", 0, "items", 2, "mergeEventId"], "\u0000"), /names a merge that is not/],
      [damaged(["conversation", "nodes", 1, "branchPointItemId"], "\u0000"), /branches at a message that is not/],
    ] as const) {
      await expect(importChats(projectId, text)).rejects.toMatchObject({ code: "invalid:import", message });
    }
    expect(await getDb().item.count()).toBe(before);
  });

  it("writes a damaged export whole or refuses it with a typed error (database included)", async () => {
    const { projectId } = await seedConversation({ name: "Fuzzed imports", messages: [] });
    await fc.assert(
      fc.asyncProperty(mutated([canopy], fieldValues), async (value) => {
        const before = await getDb().item.count();
        // On this thread: the same steps as the worker's, without a thread per fuzzed file.
        const written = await readOrRefuseAsync(() =>
          importChats(projectId, JSON.stringify(value) ?? "", { thread: false }),
        );
        if (!written) expect(await getDb().item.count()).toBe(before);
      }),
      { numRuns: Math.ceil(FUZZ_RUNS / 10) },
    );
  });
});
