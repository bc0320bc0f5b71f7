import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { ConversationTree } from "@/lib/views/tree-view";
import { countsResponse, treeResponse } from "./tree-response";
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

  it("tags the packed answers with a hash of what this caller gets, and answers 304 to that tag", async () => {
    const first = treeResponse(tree, "gzip");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+-gzip"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    expect(treeResponse(tree, "json").headers.get("etag")).not.toBe(etag);

    const again = treeResponse(tree, "gzip", `"other", W/${etag}`);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);

    // Another caller's answer (a viewer: no capability) is another representation.
    const viewer = { ...tree, nodes: tree.nodes.map((n) => ({ ...n, caps: { ...n.caps, write: false } })) };
    const theirs = treeResponse(viewer, "gzip", etag);
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get("etag")).not.toBe(etag);
  });
});

describe("countsResponse", () => {
  const counts = { ids: ["r", "a"], items: [4, 0], tokens: [120, 0] };

  it("answers plain JSON, or gzipped with its tag and 304 to it; other counts are another tag", async () => {
    expect(await countsResponse(counts, null).json()).toEqual(counts);
    const gz = countsResponse(counts, "gzip");
    expect(gz.headers.get("x-packed-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString("utf8"))).toEqual(counts);
    const etag = gz.headers.get("etag")!;
    expect(countsResponse(counts, "gzip", etag).status).toBe(304);
    expect(countsResponse({ ...counts, items: [5, 0] }, "gzip", etag).status).toBe(200);
  });
});
