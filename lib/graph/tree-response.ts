import "server-only";
import { gzipSync } from "node:zlib";
import type { ConversationTree } from "@/lib/views/tree-view";
import { packTree } from "./tree-wire";

/**
 * The tree route's answer. Without `packed`: the plain `ConversationTree` JSON (scripts, tests).
 * `packed=json`: the packed form (./tree-wire.ts). `packed=gzip`: the packed form gzipped by us, as
 * `application/octet-stream` with `x-packed-encoding: gzip`, for the browser to inflate with
 * DecompressionStream. Why not `Content-Encoding: gzip`: `next start` drops a route handler's
 * Content-Encoding (the body then reaches the browser undecoded) and does not compress route
 * handlers' JSON itself (their Content-Type reaches its compression filter as an array, which it
 * reads as "not compressible"), so the encoding is ours, end to end.
 */
export function treeResponse(tree: ConversationTree, packed: string | null): Response {
  if (packed !== "json" && packed !== "gzip") return Response.json(tree);
  const json = JSON.stringify(packTree(tree));
  if (packed === "json") return new Response(json, { headers: { "content-type": "application/json" } });
  return new Response(new Uint8Array(gzipSync(json, { level: 6 })), {
    headers: {
      "content-type": "application/octet-stream",
      "x-packed-encoding": "gzip",
      "cache-control": "private, no-store",
    },
  });
}
