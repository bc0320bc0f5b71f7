import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { ConversationTree } from "@/lib/views/tree-view";
import { treeResponse } from "./tree-response";
import { unpackTree } from "./tree-wire";

const caps = {
  write: true,
  branch: true,
  aside: true,
  merge: false,
  purge: false,
  promote: false,
  undo: false,
  rename: true,
  label: true,
};
const tree: ConversationTree = {
  id: "c",
  title: "T",
  projectId: "p",
  projectName: "P",
  rootNodeId: "r",
  nodes: [
    {
      id: "r",
      parentId: null,
      kind: "root",
      status: "open",
      title: "T",
      inheritPolicy: "none",
      branchPointItemId: null,
      itemCount: 0,
      tokenCount: 0,
      createdAt: "2026-11-22T10:00:00.000Z",
      unresolved: false,
      label: null,
      color: null,
      caps,
    },
  ],
  merges: [],
};

describe("treeResponse", () => {
  it("answers plain JSON without `packed`", async () => {
    expect(await treeResponse(tree, null).json()).toEqual(tree);
  });

  it("answers the packed form, as JSON or gzipped by itself with its own header", async () => {
    expect(unpackTree(await treeResponse(tree, "json").json())).toEqual(tree);
    const gz = treeResponse(tree, "gzip");
    expect(gz.headers.get("x-packed-encoding")).toBe("gzip");
    expect(gz.headers.get("content-encoding")).toBeNull();
    expect(unpackTree(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString("utf8")))).toEqual(tree);
  });
});
