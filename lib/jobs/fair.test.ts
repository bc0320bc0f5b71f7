import { describe, expect, it } from "vitest";
import { FairTurns, ownerOf, type JobGroup } from "./fair";

const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));
const group = (createdById: string | null, projectId: string | null, waitedFrom: number): JobGroup => ({
  createdById,
  projectId,
  oldestRunAt: at(waitedFrom),
});
const names = (groups: JobGroup[]) => groups.map((g) => `${g.createdById ?? "-"}/${g.projectId ?? "-"}`);

describe("ownerOf", () => {
  it.each([
    [{ createdById: "ann", projectId: "p1" }, "user:ann"],
    [{ createdById: "ann", projectId: null }, "user:ann"],
    [{ createdById: null, projectId: "p1" }, "project:p1"],
    [{ createdById: null, projectId: null }, "instance"],
  ])("%o is owned by %s", (g, owner) => expect(ownerOf(g)).toBe(owner));
});

describe("FairTurns", () => {
  // Each row: the turns already given (group, when), the groups waiting, the order they are served in.
  const rows: {
    name: string;
    served: [JobGroup, number][];
    waiting: JobGroup[];
    order: string[];
  }[] = [
    {
      name: "with no turns given, the longest waiting first",
      served: [],
      waiting: [group("bob", "p2", 5), group("ann", "p1", 1), group(null, null, 3)],
      order: ["ann/p1", "-/-", "bob/p2"],
    },
    {
      name: "an owner never served goes before one served, however long the other has waited",
      served: [[group("ann", "p1", 0), 10]],
      waiting: [group("ann", "p1", 1), group("bob", "p2", 9)],
      order: ["bob/p2", "ann/p1"],
    },
    {
      name: "the owner served longest ago goes first",
      served: [
        [group("ann", "p1", 0), 10],
        [group("bob", "p2", 0), 20],
      ],
      waiting: [group("bob", "p2", 1), group("ann", "p1", 2)],
      order: ["ann/p1", "bob/p2"],
    },
    {
      name: "a second project of an owner just served waits behind other owners, and within the owner the project not served goes first",
      served: [[group("ann", "p1", 0), 10]],
      waiting: [group("ann", "p1", 1), group("ann", "p3", 2), group("bob", "p2", 3)],
      order: ["bob/p2", "ann/p3", "ann/p1"],
    },
    {
      name: "system jobs of a project take turns as that project",
      served: [[group(null, "p1", 0), 10]],
      waiting: [group(null, "p1", 1), group(null, "p2", 2)],
      order: ["-/p2", "-/p1"],
    },
  ];
  it.each(rows)("$name", ({ served, waiting, order }) => {
    const turns = new FairTurns();
    for (const [g, when] of served) turns.served(g, when);
    expect(names(turns.order(waiting))).toEqual(order);
  });

  it("serving in turn order gives every waiting owner a turn before anyone gets a second", () => {
    const turns = new FairTurns();
    // ann has queued 5 jobs long before bob and carol queued one each.
    const backlog = new Map([
      ["ann", 5],
      ["bob", 1],
      ["carol", 1],
    ]);
    const waitedFrom = new Map([
      ["ann", 0],
      ["bob", 50],
      ["carol", 60],
    ]);
    const served: string[] = [];
    for (let now = 100; [...backlog.values()].some((n) => n > 0); now++) {
      const waiting = [...backlog]
        .filter(([, n]) => n > 0)
        .map(([who]) => group(who, `p-${who}`, waitedFrom.get(who)!));
      const [next] = turns.order(waiting);
      turns.served(next, now);
      served.push(next.createdById!);
      backlog.set(next.createdById!, backlog.get(next.createdById!)! - 1);
    }
    expect(served).toEqual(["ann", "bob", "carol", "ann", "ann", "ann", "ann"]);
  });
});
