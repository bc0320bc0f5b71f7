import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import {
  assertCapable,
  capabilities,
  hiddenFrom,
  isUnresolved,
  maySeeAside,
  nodeCapabilities,
  OPERATIONS,
  refusal,
  type CapabilityNode,
} from "./capabilities";

const root: CapabilityNode = { id: "r", parentId: null, kind: "root", status: "open", title: "Root" };
const branch: CapabilityNode = { id: "b", parentId: "r", kind: "branch", status: "open", title: "B" };
const merged: CapabilityNode = { id: "m", parentId: "r", kind: "branch", status: "merged", title: "M" };
const aside: CapabilityNode = { id: "v", parentId: "r", kind: "volatile", status: "open", title: "V" };
const underMerged: CapabilityNode = { id: "u", parentId: "m", kind: "branch", status: "open", title: "U" };

describe("nodeCapabilities", () => {
  it("lets the root branch and write, never merge or purge", () => {
    const caps = nodeCapabilities(root);
    expect(caps).toMatchObject({ write: true, branch: true, aside: true, merge: false, purge: false, undo: false });
  });

  it("lets an open branch do everything but promote and undo", () => {
    expect(nodeCapabilities(branch, { parent: root })).toMatchObject({
      write: true,
      branch: true,
      merge: true,
      purge: true,
      promote: false,
      undo: false,
    });
  });

  it("keeps a merged node read-only but purgeable and undoable", () => {
    expect(nodeCapabilities(merged, { parent: root })).toMatchObject({
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
    expect(nodeCapabilities(aside, { parent: root })).toMatchObject({
      branch: false,
      aside: false,
      merge: true,
      promote: true,
      write: true,
    });
    expect(nodeCapabilities({ ...aside, unresolved: true }, { parent: root })).toMatchObject({
      write: false,
      merge: true,
      purge: true,
      promote: true,
    });
  });

  it("refuses to merge into a merged parent, and to undo a merge under one", () => {
    expect(nodeCapabilities(underMerged, { parent: merged })).toMatchObject({ merge: false });
    expect(nodeCapabilities({ ...underMerged, status: "merged" }, { parent: merged })).toMatchObject({ undo: false });
  });

  it("gives a viewer nothing", () => {
    const caps = nodeCapabilities(branch, { parent: root, canWrite: false });
    expect(Object.values(caps).every((v) => v === false)).toBe(true);
    expect(capabilities(branch, { canWrite: false }).rename).toMatchObject({ ok: false, code: "forbidden:write" });
  });
});

describe("capabilities: one code per kind of refusal", () => {
  it.each([
    ["write", merged, {}, "conflict:node_closed", /"M" is merged and read-only; continue in its parent/],
    ["write", { ...aside, unresolved: true }, {}, "conflict:volatile_foreign", /opened in another session/],
    ["branch", aside, {}, "conflict:volatile_parent", /"V" is a volatile aside/],
    ["aside", merged, {}, "conflict:node_closed", /branch from an open node/],
    ["merge", root, {}, "invalid:merge_root", /no parent to merge into/],
    ["merge", merged, {}, "conflict:node_closed", /"M" is already merged/],
    ["merge", underMerged, { parent: merged }, "conflict:node_closed", /"M" is merged and read-only/],
    ["merge", branch, { openChildren: [{ title: "C" }] }, "conflict:open_children", /Resolve "C" first/],
    ["purge", root, {}, "invalid:purge_root", /delete the conversation/],
    ["promote", branch, {}, "invalid:not_volatile", /already a persistent branch/],
    ["promote", { ...aside, status: "merged" as const }, {}, "conflict:node_closed", /"V" is merged/],
    ["undo", branch, {}, "invalid:not_merged", /no merge to undo/],
  ] as const)("%s on %o", (op, node, ctx, code, reason) => {
    expect(capabilities(node, ctx)[op]).toEqual({ ok: false, code, reason: expect.stringMatching(reason) });
    expect(() => assertCapable(op, node, ctx)).toThrow(expect.objectContaining({ code }));
    expect(() => assertCapable(op, node, ctx)).toThrow(AppError);
  });

  it("answers every operation", () => {
    expect(Object.keys(capabilities(branch)).sort()).toEqual([...OPERATIONS].sort());
  });
});

describe("isUnresolved", () => {
  it("is an open aside its session does not own; an aside without a session is nobody's", () => {
    const owned = { ...aside, sessionId: "s1" };
    expect(isUnresolved(owned, "s1")).toBe(false);
    expect(isUnresolved(owned, "s2")).toBe(true);
    expect(isUnresolved(owned, null)).toBe(true);
    expect(isUnresolved({ ...aside, sessionId: null }, "s1")).toBe(true);
    expect(isUnresolved({ ...aside, sessionId: null }, null)).toBe(true);
    expect(isUnresolved({ ...owned, status: "merged" }, "s2")).toBe(false);
    expect(isUnresolved({ ...branch, sessionId: null }, "s2")).toBe(false);
  });
});

describe("refusal", () => {
  it("gives the rule's reason for what the server refused, the viewer's when the facts allow it", () => {
    const sent = { ...merged, caps: nodeCapabilities(merged, { parent: root }) };
    expect(refusal("write", sent, { parent: root })).toEqual({
      code: "conflict:node_closed",
      reason: expect.stringMatching(/"M" is merged and read-only/),
    });
    expect(refusal("purge", sent, { parent: root })).toBeNull();
    const viewer = { ...branch, caps: nodeCapabilities(branch, { canWrite: false }) };
    expect(refusal("write", viewer)).toMatchObject({
      code: "forbidden:write",
      reason: expect.stringMatching(/as a viewer/),
    });
  });
});

describe("maySeeAside and hiddenFrom: an open aside is its owner's alone", () => {
  const open = { id: "v", parentId: "r", kind: "volatile", status: "open", ownerId: "alice" };
  const nodes = [
    { id: "r", parentId: null, kind: "root", status: "open", ownerId: null },
    open,
    { id: "under", parentId: "v", kind: "branch", status: "open", ownerId: null },
    { id: "b", parentId: "r", kind: "branch", status: "open", ownerId: null },
  ];

  it.each([
    ["its owner", { userId: "alice", role: "editor" as const }, true],
    ["the project's owner", { userId: "bob", role: "owner" as const }, false],
    ["an editor", { userId: "carol", role: "editor" as const }, false],
    ["a viewer", { userId: "dave", role: "viewer" as const }, false],
    ["the share page", { userId: null }, false],
  ])("%s: %s", (_who, caller, seen) => {
    expect(maySeeAside(open, caller)).toBe(seen);
    expect([...hiddenFrom(nodes, caller)].sort()).toEqual(seen ? [] : ["under", "v"]);
  });

  it("an aside without a recorded owner is the project owner's to resolve, nobody else's", () => {
    const ownerless = { ...open, ownerId: null };
    expect(maySeeAside(ownerless, { userId: "bob", role: "owner" })).toBe(true);
    expect(maySeeAside(ownerless, { userId: "alice", role: "editor" })).toBe(false);
  });

  it("once merged, purged or promoted it is everyone's", () => {
    expect(maySeeAside({ ...open, status: "merged" }, { userId: "carol", role: "viewer" })).toBe(true);
    expect(maySeeAside({ ...open, kind: "branch" }, { userId: null })).toBe(true);
  });
});
