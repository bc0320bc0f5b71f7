"use client";

import { useNodeSettings } from "./use-node-settings";

/** The node header's "model: …" (and its temperature when set): which model answers in this node. */
export function ModelBadge({ nodeId }: { nodeId: string }) {
  const effective = useNodeSettings(nodeId).data?.effective;
  if (!effective) return null;
  return (
    <span data-testid="node-model">
      {" · model: "}
      {effective.label}
      {effective.temperature !== null ? ` (temperature ${effective.temperature})` : ""}
    </span>
  );
}
