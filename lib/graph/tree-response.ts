import "server-only";
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { ConversationTree, TreeCounts } from "@/lib/views/tree-view";
import { packTree } from "./tree-wire";

/**
 * The tree route's answer. Without `packed`: the plain `ConversationTree` JSON (scripts, tests).
 * `packed=json`: the packed form (./tree-wire.ts). `packed=gzip`: the packed form gzipped by us, as
 * `application/octet-stream` with `x-packed-encoding: gzip`, for the browser to inflate with
 * DecompressionStream. Why not `Content-Encoding: gzip`: `next start` drops a route handler's
 * Content-Encoding (the body then reaches the browser undecoded) and does not compress route
 * handlers' JSON itself (their Content-Type reaches its compression filter as an array, which it
 * reads as "not compressible"), so the encoding is ours, end to end. Gzip level 1: at 100,000 nodes
 * 2.48 MB in 0.13 s where level 6 gives 2.42 MB in 0.29 s, on the page's critical path.
 *
 * The packed answers carry an ETag, a hash of what this caller gets (their nodes and what they may
 * do with each), and are cached privately and revalidated on every use (`no-cache`): a browser
 * that holds the same tree gets 304 and inflates nothing new from the network. `ifNoneMatch` is
 * the request's If-None-Match.
 */
export function treeResponse(
  tree: ConversationTree,
  packed: string | null,
  ifNoneMatch: string | null = null,
): Response {
  return encodedResponse(encodeTree(tree, packed), ifNoneMatch);
}

/**
 * The tree's counts route's answer (`TreeCounts`): plain JSON, or with `packed=gzip` gzipped with
 * an ETag as {@link treeResponse} (at 100,000 nodes it is 100,000 ids).
 */
export function countsResponse(counts: TreeCounts, packed: string | null, ifNoneMatch: string | null = null): Response {
  return encodedResponse(encodeCounts(counts, packed), ifNoneMatch);
}

/**
 * A tree route's body, encoded: what {@link encodedResponse} sends. Built where the tree is built
 * (lib/graph/tree-load.ts: a worker thread for a wide tree), so that neither the stringifying nor
 * the gzip nor the hash runs on the server's event loop; the bytes are moved, not copied, to it.
 */
export interface EncodedBody {
  bytes: Uint8Array<ArrayBuffer>;
  /** Packed forms only: a hash of the body, for If-None-Match. */
  etag?: string;
  packed: "json" | "gzip" | null;
}

/** The tree's body in the form the route is asked for (see {@link treeResponse}). */
export function encodeTree(tree: ConversationTree, packed: string | null): EncodedBody {
  if (packed !== "json" && packed !== "gzip") return plain(tree);
  return encoded(JSON.stringify(packTree(tree)), packed);
}

/** The counts' body in the form the route is asked for (see {@link countsResponse}). */
export function encodeCounts(counts: TreeCounts, packed: string | null): EncodedBody {
  if (packed !== "json" && packed !== "gzip") return plain(counts);
  return encoded(JSON.stringify(counts), packed);
}

/** Any value as a plain JSON body, without an ETag (the /api/v1 reads of the tree). */
export function plain(value: unknown): EncodedBody {
  return { bytes: new TextEncoder().encode(JSON.stringify(value)), packed: null };
}

function encoded(json: string, packed: "json" | "gzip"): EncodedBody {
  const etag = `"${createHash("sha1").update(json).digest("base64url")}-${packed}"`;
  const bytes = packed === "json" ? new TextEncoder().encode(json) : new Uint8Array(gzipSync(json, { level: 1 }));
  return { bytes, etag, packed };
}

/** An encoded body as the response: 304 when `ifNoneMatch` names its ETag. */
export function encodedResponse(body: EncodedBody, ifNoneMatch: string | null = null): Response {
  if (body.packed === null) return new Response(body.bytes, { headers: { "content-type": "application/json" } });
  const headers = { etag: body.etag!, "cache-control": "private, no-cache" };
  if (ifNoneMatch !== null && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === body.etag))
    return new Response(null, { status: 304, headers });
  if (body.packed === "json")
    return new Response(body.bytes, { headers: { ...headers, "content-type": "application/json" } });
  return new Response(body.bytes, {
    headers: { ...headers, "content-type": "application/octet-stream", "x-packed-encoding": "gzip" },
  });
}
