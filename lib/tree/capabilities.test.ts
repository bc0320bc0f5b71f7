import { describe, expect, it } from "vitest";
import { nodeCapabilities, type CapabilityNode } from "./capabilities";

const root: CapabilityNode = { id: "r", parentId: null, kind: "root", status: "open" };
const branch: CapabilityNode = { id: "b", parentId: "r", kind: "branch", status: "open" };
const merged: CapabilityNode = { id: "m", parentId: "r", kind: "branch", status: "merged" };
const aside: CapabilityNode = { id: "v", parentId: "r", kind: "volatile", status: "open" };
const underMerged: CapabilityNode = { id: "u", parentId: "m", kind: "branch", status: "open" };
const tree = [root, branch, merged, aside, underMerged];

describe("nodeCapabilities", () => {
  it("lets the root branch and write, never merge or purge", () => {
    const caps = nodeCapabilities(root, tree);
    expect(caps).toMatchObject({ write: true, branch: true, aside: true, merge: false, purge: false, undo: false });
  });

  it("lets an open branch do everything but promote and undo", () => {
    expect(nodeCapabilities(branch, tree)).toMatchObject({
      write: true,
      branch: true,
      merge: true,
      purge: true,
      promote: false,
      undo: false,
    });
  });

  it("keeps a merged node read-only but purgeable and undoable", () => {
    expect(nodeCapabilities(merged, tree)).toMatchObject({
      write: false,
      branch: false,
      aside: false,
      merge: false,
      purge: true,
      undo: true,
      rename: true,
    });
  });

  it("does not branch from an aside, but promotes it", () => {
    expect(nodeCapabilities(aside, tree)).toMatchObject({
      branch: false,
      aside: false,
      merge: true,
      promote: true,
      write: true,
    });
    expect(nodeCapabilities({ ...aside, unresolved: true }, tree)).toMatchObject({
      write: false,
      merge: true,
      purge: true,
      promote: true,
    });
  });

  it("refuses to merge into a merged parent, with a list or a map of the tree", () => {
    expect(nodeCapabilities(underMerged, tree).merge).toBe(false);
    expect(nodeCapabilities(underMerged, new Map(tree.map((n) => [n.id, n]))).merge).toBe(false);
  });

  it("gives a viewer nothing", () => {
    const caps = nodeCapabilities(branch, tree, { canWrite: false });
    expect(Object.values(caps).every((v) => v === false)).toBe(true);
  });
});
