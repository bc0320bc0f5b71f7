import { getNodeView } from "@/lib/views/node-window";
import { imageTextsReady } from "@/lib/media/attach";
import { ocrTextOf } from "@/lib/shared/image-text";
import { defineCommand, nodeOption } from "@/cli/define";
import type { ToolProvenance } from "@/lib/shared/tool-calls";

const USAGE = "window --node ID";

/** `window`: a node's context window in order, inherited references resolved to their text. */
export const windowCommand = defineCommand({
  name: "window",
  usage: USAGE,
  summary: "print a node's context window in order",
  ...nodeOption("read"),
  async run({ nodeId }) {
    let { node, window } = await getNodeView(nodeId);
    // An image whose OCR a stopped process left pending is read now (then the window is read again).
    if (await imageTextsReady(window.flatMap((e) => (e.mediaId ? [e.mediaId] : []))))
      ({ node, window } = await getNodeView(nodeId));
    const items = window.map((e) => ({
      id: e.id,
      role: e.role,
      origin: e.origin,
      content: e.content,
      sourceNodeId: e.sourceNodeId,
      ...(e.mediaId ? { kind: "image" as const, mediaId: e.mediaId, text: ocrTextOf(e.content) } : {}),
      // A tool call (role "tool"): its server, tool, arguments, status, duration, size and aside.
      ...(e.role === "tool" && e.tool ? toolFields(e.tool) : {}),
    }));
    const lines = items.map(
      (i) =>
        `[${i.role}${"tool" in i ? ` ${i.server}.${i.tool}: ${i.status}` : ""}${i.origin === "local" ? "" : `, ${i.origin}`}] ${i.content.replace(/\s+/g, " ").slice(0, 160)}`,
    );
    return {
      data: { items },
      text: [`"${node.title}" (${node.kind}, ${node.status}): ${items.length} item(s)`, ...lines].join("\n"),
    };
  },
});

/** What `window --json` shows of a tool call. */
function toolFields(tool: ToolProvenance) {
  return {
    server: tool.server,
    tool: tool.tool,
    args: tool.args,
    status: tool.status,
    ms: tool.ms,
    bytes: tool.bytes,
    resultTokens: tool.resultTokens,
    asideNodeId: tool.asideNodeId,
    error: tool.error,
  };
}
