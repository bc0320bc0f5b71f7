import type { NodeTypes } from "@xyflow/react";
import { GraphNode } from "./graph-node";

/** Defined at module scope so React Flow does not re-create node components on every render. */
export const nodeTypes: NodeTypes = { conversation: GraphNode };
