import type { LanguageModelV3CallOptions, LanguageModelV3Prompt, LanguageModelV3ToolCall } from "@ai-sdk/provider";

/**
 * The offline engine's one way to use a tool: it never chooses tools by itself, but a message
 * `/tool SERVER.TOOL {"arg": "value"}` runs that tool once with those JSON arguments (when the
 * message's tools include it), and the next step reports what came back. So the whole path (the
 * call, its card, approval, the tool aside and its condensed note) works with no API key.
 */
export const TOOL_COMMAND = /^\/tool\s+([^\s.]+)\.(\S+)\s*([\s\S]*)$/;

/** The step the offline engine takes: a tool call, a text about tools, or null (answer as usual). */
export type OfflineToolStep = { call: LanguageModelV3ToolCall } | { text: string } | null;

const RESULT_SHOWN = 600;

export function offlineToolStep(options: LanguageModelV3CallOptions): OfflineToolStep {
  const prompt = options.prompt;
  const last = prompt.at(-1);
  if (last?.role === "tool") return { text: reportResults(last) };
  if (last?.role !== "user") return null;
  const text = last.content
    .flatMap((p) => (p.type === "text" ? [p.text] : []))
    .join("\n")
    .trim();
  const match = TOOL_COMMAND.exec(text);
  if (!match) return null;
  const [, server, name, rawArgs] = match;
  let input: unknown = {};
  if (rawArgs.trim()) {
    try {
      input = JSON.parse(rawArgs);
    } catch (error) {
      return {
        text: `The arguments of /tool ${server}.${name} are not valid JSON (${(error as Error).message}). Write them as a JSON object: /tool ${server}.${name} {"arg": "value"}`,
      };
    }
  }
  const functions = (options.tools ?? []).flatMap((t) => (t.type === "function" ? [t.name] : []));
  const safeServer = server.replace(/[^A-Za-z0-9_-]/g, "_");
  const toolName =
    functions.find((n) => n === `${safeServer}_${name}`) ??
    functions.find((n) => n.startsWith(safeServer) && n.endsWith(name.replace(/[^A-Za-z0-9_-]/g, "_")));
  if (!toolName) {
    const on = functions.length
      ? `Tools on for this message: ${functions.join(", ")}.`
      : "No tools are on for this message.";
    return { text: `There is no tool ${server}.${name} for this message. ${on}` };
  }
  return {
    call: {
      type: "tool-call",
      toolCallId: `offline-${callCount(prompt)}-${toolName}`,
      toolName,
      input: JSON.stringify(input),
    },
  };
}

/** The results of the last step's calls, as the offline engine reports them. */
function reportResults(message: Extract<LanguageModelV3Prompt[number], { role: "tool" }>): string {
  return message.content
    .flatMap((part) => {
      if (part.type !== "tool-result") return [];
      const output = part.output;
      const value =
        output.type === "text" || output.type === "error-text"
          ? output.value
          : output.type === "json" || output.type === "error-json"
            ? JSON.stringify(output.value)
            : output.type === "execution-denied"
              ? (output.reason ?? "The call was denied.")
              : "";
      const failed = output.type === "error-text" || output.type === "error-json" || output.type === "execution-denied";
      const shown = value.length > RESULT_SHOWN ? `${value.slice(0, RESULT_SHOWN)}…` : value;
      return [`${failed ? "The tool call failed" : "The tool call returned"} (${part.toolName}):\n\n${shown}`];
    })
    .join("\n\n");
}

/** How many tool calls the prompt holds already (offline call ids stay unique within a turn). */
function callCount(prompt: LanguageModelV3Prompt): number {
  return prompt.reduce(
    (n, m) => n + (m.role === "assistant" ? m.content.filter((p) => p.type === "tool-call").length : 0),
    0,
  );
}
