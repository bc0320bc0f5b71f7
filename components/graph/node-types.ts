import type { EdgeTypes, NodeTypes } from "@xyflow/react";
import { GraphNode } from "./graph-node";
import { MergeEdge } from "./merge-edge";
import { MoreNode } from "./more-node";

/** Defined at module scope so React Flow does not re-create node components on every render. */
export const nodeTypes: NodeTypes = { conversation: GraphNode, more: MoreNode };
export const edgeTypes: EdgeTypes = { merge: MergeEdge };
