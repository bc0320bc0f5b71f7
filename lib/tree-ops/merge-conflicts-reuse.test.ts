import { describe, expect, it } from "vitest";
import { checkConflicts, reuseOrCheck, type ConflictInputs } from "./merge-conflicts";

const inputs = (parentSays: string): ConflictInputs => ({
  own: [{ id: "b1", role: "assistant", content: "The harbour festival opens on June 7." }],
  later: [{ id: "p1", role: "user", content: parentSays }],
});

describe("the conflict check run before a merge's transaction, reused inside it", () => {
  it("reuses what the check found while its inputs are the same", () => {
    const before = reuseOrCheck(inputs("Update: the harbour festival moved to June 14."));
    expect(before.conflicts).toHaveLength(1);
    // Read again (under the lock): equal inputs, new objects; the earlier conflicts are reused as they are.
    const inside = reuseOrCheck(inputs("Update: the harbour festival moved to June 14."), before);
    expect(inside.conflicts).toBe(before.conflicts);
  });

  it("checks again when the parent changed between the two reads", () => {
    const before = reuseOrCheck(inputs("Update: the harbour festival moved to June 14."));
    const inside = reuseOrCheck(inputs("The festival stays on June 7."), before);
    expect(inside.conflicts).not.toBe(before.conflicts);
    expect(inside.conflicts).toEqual(checkConflicts(inputs("The festival stays on June 7.")));
    expect(inside.conflicts).toHaveLength(0);
  });

  it("checks again when the branch's side differs (another selection, an entry more)", () => {
    const before = reuseOrCheck(inputs("Update: the harbour festival moved to June 14."));
    const more = inputs("Update: the harbour festival moved to June 14.");
    more.own.push({ id: "b2", role: "user", content: "Ilse owns the stall map." });
    const inside = reuseOrCheck(more, before);
    expect(inside.conflicts).not.toBe(before.conflicts);
    expect(inside.conflicts).toEqual(checkConflicts(more));
  });
});
