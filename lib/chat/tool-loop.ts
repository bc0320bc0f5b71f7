import "server-only";
import { jsonSchema, stepCountIs, tool, type ModelMessage, type StopCondition, type ToolSet } from "ai";
import { findModel, type ModelViewer } from "@/lib/ai/providers";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { insertToolItem, listAnswerToolItems, updateToolItem } from "@/lib/db/queries/tool-calls";
import type { ProjectToolRow } from "@/lib/db/queries/mcp-servers";
import { countTokens } from "@/lib/text/count-tokens";
import type { ToolChoice, ToolProvenance } from "@/lib/shared/tool-calls";
import type { ToolCallResult, ToolInfo } from "@/lib/tools/types";
import { logError } from "@/lib/log";
import { TOOL_COMMAND } from "@/lib/ai/offline-tools";
import { keepResultAside } from "./tool-asides";
import { replayToolCalls, resultForModel, toolItemText } from "./tool-items";
import {
  openTurnToolSession,
  readProjectToolSettings,
  DEFAULT_ASIDE_TOKENS,
  type ProjectToolSettings,
} from "./tool-session";

/** Where a turn's calls are written and who they belong to. */
export interface ToolTurnContext {
  nodeId: string;
  projectId: string;
  /** The question the calls answer (a tool aside branches there). */
  userItemId: string;
  /** The answer the calls belong to: they are written just before it. */
  assistantItemId: string;
  userId: string | null;
  sessionId: string | null;
}

export interface TurnTools {
  /** What streamText receives: the tools, the step bound and the stop on a wait; {} without tools. */
  options: { tools?: ToolSet; stopWhen?: StopCondition<ToolSet>[] };
  /** The prompt with this answer's earlier calls replayed after the question (a resumed turn). */
  messages(base: ModelMessage[]): ModelMessage[];
  /** Set once a call waits for approval: the turn ends there and resumes on the user's answer. */
  readonly waiting: boolean;
  /** What the answer says at its end about the loop: a wait for approval, or the step bound reached; null otherwise. */
  endNote(lastFinishReason: string | undefined, steps: number): string | null;
  close(): Promise<void>;
}

/** A call that ended in an error: the model reads its message as the call's error result. */
class ToolCallError extends Error {
  override name = "ToolCallError";
}

const NO_TOOLS: TurnTools = {
  options: {},
  messages: (base) => base,
  waiting: false,
  endNote: () => null,
  close: async () => {},
};

/** The servers a turn may use and the project's tool settings ({@link resolveToolServers}). */
export type ResolvedToolServers = { servers: string[]; settings: ProjectToolSettings | null };

/**
 * The servers a message may use: the ones it names (each must be enabled for the project), else the
 * project's enabled servers. Checked before anything of the turn is written. `stored`: the project's
 * tool columns when the caller read them already.
 *
 * @throws AppError invalid:tools
 */
export async function resolveToolServers(
  projectId: string,
  choice: ToolChoice | undefined,
  stored?: ProjectToolRow,
): Promise<ResolvedToolServers> {
  const settings = await readProjectToolSettings(projectId, stored);
  const enabled = settings?.servers ?? [];
  const asked = choice?.servers ?? null;
  if (asked) {
    const off = asked.filter((s) => !enabled.includes(s));
    if (off.length > 0) {
      throw new AppError(
        "invalid:tools",
        `${off.map((s) => `"${s}"`).join(", ")} ${off.length === 1 ? "is" : "are"} not enabled for this project (project tools --enable).`,
      );
    }
  }
  return { servers: asked ?? enabled, settings };
}

/**
 * A model marked without tool support gets no tools; the offline engine runs `/tool` messages.
 * `viewer`: the account the turn answers (its own connections' models are known too).
 */
export function modelTakesTools(modelId: string, viewer: ModelViewer = null): boolean {
  const option = findModel(modelId, undefined, viewer);
  return option?.capabilities?.tools !== false;
}

/**
 * The tool loop of one turn (lib/chat/turn.ts calls it before streaming): opens an MCP session over
 * the message's servers, offers their tools (minus those switched off) to the model, and runs each
 * call the model makes under its own timeout and the turn's signal (Stop reaches the MCP call).
 * Every call is a tool item of the node's window, written before it runs (a reload mid-call shows
 * it) and rewritten with its result, error or wait. A result over the project's threshold goes to
 * an automatic aside and the model reads its condensed note ({@link keepResultAside}). A call that
 * needs approval is stored waiting and ends the turn; lib/chat/tool-approval.ts resumes it.
 * The loop is bounded: CANOPY_TOOL_MAX_STEPS model steps, CANOPY_TOOL_TURN_TIMEOUT_MS for its calls.
 */
export async function prepareTurnTools(
  ctx: ToolTurnContext,
  opts: {
    model: string;
    viewer?: ModelViewer;
    choice?: ToolChoice;
    signal: AbortSignal;
    onActivity: () => void;
    message?: string;
    /** The servers as the turn resolved them before writing (not read again). */
    resolved?: ResolvedToolServers;
  },
): Promise<TurnTools> {
  if (!modelTakesTools(opts.model, opts.viewer)) return NO_TOOLS;
  const { servers, settings } = opts.resolved ?? (await resolveToolServers(ctx.projectId, opts.choice));
  if (servers.length === 0) return NO_TOOLS;
  const env = getEnv();
  const session = await openTurnToolSession(servers, { signal: opts.signal });
  const disabled = new Set(opts.choice?.disabledTools ?? []);
  const offered: ToolInfo[] = session.tools.filter(
    (t) => !disabled.has(t.qualifiedName) && !disabled.has(`${t.server}.${t.name}`),
  );
  const earlier = await listAnswerToolItems(ctx.assistantItemId);
  const deadline = Date.now() + env.CANOPY_TOOL_TURN_TIMEOUT_MS;
  const maxSteps = env.CANOPY_TOOL_MAX_STEPS;
  const approval = settings?.approval ?? "destructive";
  const asideTokens = settings?.asideTokens ?? DEFAULT_ASIDE_TOKENS;
  let waiting = false;
  // The calls of one step run at once, but their items are written in the order the model made the
  // calls (the SDK starts each `execute` in that order, and nothing is awaited before the write), so
  // the window, the cards and `say` list them as the model asked, on PostgreSQL's row locks too.
  let writes: Promise<unknown> = Promise.resolve();
  const inOrder = <T>(write: () => Promise<T>): Promise<T> => {
    const next = writes.then(write);
    writes = next.catch(() => undefined);
    return next;
  };

  const execute =
    (info: ToolInfo) => async (args: unknown, call: { toolCallId: string; abortSignal?: AbortSignal }) => {
      const tool: ToolProvenance = {
        callId: call.toolCallId,
        server: info.server,
        tool: info.name,
        args,
        status: "running",
        ms: null,
        bytes: null,
        resultTokens: null,
        asideNodeId: null,
        error: null,
        servers,
        disabledTools: [...disabled],
        answerItemId: ctx.assistantItemId,
      };
      const refusal = waiting
        ? "Another call of this step waits for the user's approval; this one did not run."
        : Date.now() > deadline
          ? `The turn's time for tools (${Math.round(env.CANOPY_TOOL_TURN_TIMEOUT_MS / 1000)} s) is over; this call did not run.`
          : schemaProblem(info, args);
      if (refusal) {
        const failed = { ...tool, status: "error" as const, error: refusal };
        const text = toolItemText(failed, refusal);
        await inOrder(() =>
          insertToolItem(ctx.nodeId, ctx.assistantItemId, {
            content: text,
            tokenCount: countTokens(text),
            tool: failed,
          }),
        );
        throw new ToolCallError(resultForModel(text));
      }
      if (needsApproval(approval, info)) {
        waiting = true;
        const waits = { ...tool, status: "awaiting_approval" as const, requestedAt: new Date().toISOString() };
        const text = toolItemText(waits, "");
        const expiresAt = new Date(Date.now() + env.CANOPY_TOOL_APPROVAL_MINUTES * 60_000);
        await inOrder(() =>
          insertToolItem(ctx.nodeId, ctx.assistantItemId, {
            content: text,
            tokenCount: countTokens(text),
            tool: waits,
            expiresAt,
          }),
        );
        return "This call waits for the user's approval. Do not call tools again; the turn resumes once the user answers.";
      }
      const text = toolItemText(tool, "");
      const itemId = await inOrder(() =>
        insertToolItem(ctx.nodeId, ctx.assistantItemId, {
          content: text,
          tokenCount: countTokens(text),
          tool,
        }),
      );
      const keepAlive = setInterval(opts.onActivity, 5_000);
      try {
        const signal = call.abortSignal ?? opts.signal;
        const unreachable = session.errors.find((e) => e.server === info.server);
        const result = unreachable
          ? {
              isError: true,
              text: `The server ${info.server} is not reachable: ${unreachable.message}`,
              bytes: 0,
              truncated: false,
              ms: 0,
            }
          : await session.call(info.qualifiedName, args, { signal, timeoutMs: env.CANOPY_TOOL_CALL_TIMEOUT_MS });
        const text = resultForModel(await recordResult(ctx, itemId, tool, result, asideTokens));
        // A failed call reaches the model as an error result (the SDK's tool-error); the turn goes on.
        if (result.isError) throw new ToolCallError(text);
        return text;
      } finally {
        clearInterval(keepAlive);
        opts.onActivity();
      }
    };

  // `/tool SERVER.TOOL` naming a server that could not be reached: the call is made and ends as an
  // error result saying why (so the card, the answer and `say` show the failure, not "no such tool").
  const command = TOOL_COMMAND.exec(opts.message?.trim() ?? "");
  const down = command && session.errors.find((e) => e.server === command[1]);
  if (command && down && !offered.some((t) => t.server === command[1] && t.name === command[2])) {
    offered.push({
      server: command[1],
      name: command[2],
      qualifiedName: `${command[1]}_${command[2]}`.replace(/[^A-Za-z0-9_-]/g, "_"),
      description: `Unavailable: ${down.message}`,
      inputSchema: { type: "object" },
      destructive: false,
    });
  }
  const tools: ToolSet = Object.fromEntries(
    offered.map((info) => [
      info.qualifiedName,
      tool({
        description: info.description,
        inputSchema: jsonSchema(info.inputSchema as Parameters<typeof jsonSchema>[0]),
        execute: execute(info),
      }),
    ]),
  );
  const qualified = (server: string, name: string) =>
    session.tools.find((t) => t.server === server && t.name === name)?.qualifiedName ?? `${server}_${name}`;

  return {
    options: { tools, stopWhen: [stepCountIs(maxSteps), () => waiting] },
    messages: (base) => [...base, ...replayToolCalls(earlier, qualified)],
    get waiting() {
      return waiting;
    },
    endNote: (reason, steps) =>
      waiting
        ? "\n\nWaiting for your approval of a tool call (Approve or Deny it above); the answer goes on then."
        : reason === "tool-calls" && steps >= maxSteps
          ? `\n\n(Stopped after ${maxSteps} tool steps, the bound of one turn.)`
          : null,
    close: () =>
      session.close().catch((error) => {
        logError("[tools] could not close the tool session", error);
      }),
  };
}

/**
 * Writes a call's ending into its item: the result whole, or (over `asideTokens`) in an automatic
 * aside with a condensed note in the node; an error result as such. Returns the item's text.
 */
export async function recordResult(
  ctx: ToolTurnContext,
  itemId: string,
  tool: ToolProvenance,
  result: ToolCallResult,
  asideTokens: number,
): Promise<string> {
  const resultTokens = countTokens(result.text);
  let ended: ToolProvenance = {
    ...tool,
    status: result.isError ? "error" : "done",
    ms: result.ms,
    bytes: result.bytes,
    resultTokens,
    error: result.isError ? result.text.slice(0, 2_000) || "The tool failed." : null,
  };
  let shown = result.truncated ? `${result.text}\n[cut at the instance's bound of a tool result]` : result.text;
  if (!result.isError && resultTokens > asideTokens) {
    try {
      const aside = await keepResultAside({
        nodeId: ctx.nodeId,
        questionItemId: ctx.userItemId,
        ownerId: ctx.userId,
        sessionId: ctx.sessionId,
        tool: ended,
        result: shown,
      });
      ended = { ...ended, asideNodeId: aside.asideNodeId };
      shown = aside.note;
    } catch (error) {
      // Inside an aside (no aside under an aside) the result stays whole in this node.
      logError("[tools] the result stays in the node: no tool aside", error);
    }
  }
  const text = toolItemText(ended, shown);
  await updateToolItem(itemId, { content: text, tokenCount: countTokens(text), tool: ended });
  return text;
}

function needsApproval(mode: ProjectToolSettings["approval"], info: ToolInfo): boolean {
  return mode === "always" || (mode === "destructive" && info.destructive);
}

/**
 * The arguments' problem against the tool's schema (an object with its required properties, each
 * of the declared JSON type), or null. The server checks them again; this answers the model at once.
 */
export function schemaProblem(info: ToolInfo, args: unknown): string | null {
  if (typeof args !== "object" || args === null || Array.isArray(args))
    return `The arguments of ${info.server}.${info.name} must be a JSON object.`;
  const record = args as Record<string, unknown>;
  const missing = (info.inputSchema.required ?? []).filter((k) => !(k in record));
  if (missing.length)
    return `The arguments of ${info.server}.${info.name} fail its schema: missing ${missing.join(", ")}.`;
  for (const [key, value] of Object.entries(record)) {
    const declared = (info.inputSchema.properties?.[key] as { type?: unknown } | undefined)?.type;
    if (typeof declared !== "string") continue;
    const actual = Array.isArray(value) ? "array" : value === null ? "null" : typeof value;
    const fits =
      declared === actual ||
      (declared === "integer" && Number.isInteger(value)) ||
      (declared === "number" && actual === "number");
    if (!fits)
      return `The arguments of ${info.server}.${info.name} fail its schema: ${key} must be ${declared}, not ${actual}.`;
  }
  return null;
}
