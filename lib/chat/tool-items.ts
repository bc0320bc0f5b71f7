import type { ModelMessage } from "ai";
import type { ToolProvenance } from "@/lib/shared/tool-calls";
import type { ToolItemRow } from "@/lib/db/queries/tool-calls";

/**
 * The text forms of a tool call: what a tool item's `content` holds (the window's and every later
 * prompt's view of the call), and the messages that replay a turn's own calls when it resumes.
 */

const ARGS_SHOWN = 400;

/** `fs.read_text_file {"path":"a.txt"}`, the arguments cut to a few hundred characters. */
export function callLabel(tool: Pick<ToolProvenance, "server" | "tool" | "args">): string {
  const args = JSON.stringify(tool.args ?? {});
  return `${tool.server}.${tool.tool} ${args.length > ARGS_SHOWN ? `${args.slice(0, ARGS_SHOWN)}…` : args}`;
}

/** A tool item's text: the call, then its result (whole, or the condensed note of its aside), error or wait. */
export function toolItemText(tool: ToolProvenance, result: string): string {
  const head = `Tool call ${callLabel(tool)}`;
  switch (tool.status) {
    case "awaiting_approval":
      return `${head}\nWaiting for the user's approval.`;
    case "running":
      return `${head}\nRunning.`;
    case "denied":
      return `${head}\nDenied: ${tool.error ?? "the user denied this call"}. It did not run.`;
    case "error":
      return `${head}\nError: ${tool.error ?? result}`;
    default:
      return `${head}\nResult:\n${result}`;
  }
}

/** What the model reads as the call's result in the turn that made it (the item's text without its head line). */
export function resultForModel(content: string): string {
  const nl = content.indexOf("\n");
  const body = nl < 0 ? content : content.slice(nl + 1);
  return body.startsWith("Result:\n") ? body.slice("Result:\n".length) : body;
}

/**
 * A resumed turn's own calls as the model made them: each an assistant tool call followed by its
 * result, after the question (a call still waiting is left out: it has no result yet).
 */
export function replayToolCalls(
  items: ToolItemRow[],
  qualifiedName: (server: string, tool: string) => string,
): ModelMessage[] {
  return items
    .filter((i) => i.tool.status !== "awaiting_approval" && i.tool.status !== "running")
    .flatMap((i): ModelMessage[] => {
      const toolName = qualifiedName(i.tool.server, i.tool.tool);
      return [
        {
          role: "assistant",
          content: [{ type: "tool-call", toolCallId: i.tool.callId, toolName, input: i.tool.args ?? {} }],
        },
        {
          role: "tool",
          content: [
            {
              type: "tool-result",
              toolCallId: i.tool.callId,
              toolName,
              output:
                i.tool.status === "done"
                  ? { type: "text", value: resultForModel(i.content) }
                  : { type: "error-text", value: resultForModel(i.content) },
            },
          ],
        },
      ];
    });
}
