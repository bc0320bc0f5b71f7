import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { canopy, ok } from "./testing";

useTestDatabase();

/** A branch that says the launch is May 3 while its parent moves it to May 10 after the branch point. */
async function world() {
  const { rootNodeId: root } = await ok("conversation", "create", "--project", "Conflicts", "--title", "Launch");
  await ok("say", "--node", root, "Plan the launch.");
  const branch = await ok("branch", "--node", root, "--policy", "full", "--title", "Dates");
  const said = await ok("say", "--node", branch.nodeId, "The public launch is on May 3.");
  const later = await ok("say", "--node", root, "Heads up: the public launch slipped to May 10.");
  return { root, branchId: branch.nodeId, said, later };
}

describe("canopy merge: the conflict check", () => {
  it("--preview lists the conflicts and writes nothing; --conflicts settles them all", async () => {
    const w = await world();
    const preview = await ok("merge", "--node", w.branchId, "--mode", "full", "--insert", "append", "--preview");
    expect(preview.conflicts).toEqual([
      {
        about: expect.stringMatching(/launch/),
        branch: { itemId: w.said.userItemId, text: "The public launch is on May 3." },
        parent: { itemId: w.later.userItemId, text: "Heads up: the public launch slipped to May 10." },
      },
    ]);
    expect(await getDb().mergeEvent.count()).toBe(0);

    const merged = await ok(
      "merge",
      ...["--node", w.branchId, "--mode", "full", "--insert", "chronological", "--conflicts", "keep-parent"],
    );
    expect(merged.conflicts).toMatchObject([{ choice: "keep-parent", parent: { itemId: w.later.userItemId } }]);
    expect(await getDb().mergeConflict.findMany({ select: { resolution: true } })).toEqual([
      { resolution: "keep_parent" },
    ]);
    const tree = await ok(
      "tree",
      "--conversation",
      (await getDb().node.findUniqueOrThrow({ where: { id: w.root } })).conversationId,
    );
    expect(tree.edges.find((e: { type: string }) => e.type === "merge")).toMatchObject({
      conflicts: { total: 1, unresolved: 0 },
    });
  });

  it("a merge without --conflicts leaves them unresolved; a wrong choice is a usage error", async () => {
    const w = await world();
    const bad = await canopy(
      "merge",
      "--node",
      w.branchId,
      "--mode",
      "full",
      "--insert",
      "append",
      "--conflicts",
      "mine",
      "--json",
    );
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/keep-parent, take-branch or both/);
    const merged = await ok("merge", "--node", w.branchId, "--mode", "full", "--insert", "append");
    expect(merged.conflicts).toHaveLength(1);
    expect(merged.conflicts[0].choice).toBeUndefined();
  });
});
