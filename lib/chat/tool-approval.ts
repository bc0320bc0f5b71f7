import "server-only";
import { resolveTurnModel, turnModel as connectionModel } from "@/lib/connections/registry";
import { transaction } from "@/lib/db/client";
import { reopenAnswer } from "@/lib/db/queries/answers";
import {
  findToolItem,
  lastItemId,
  listExpiredWaits,
  updateToolItem,
  type ToolItemRow,
} from "@/lib/db/queries/tool-calls";
import { lockNodeReading, readTurnStart } from "@/lib/db/queries/turns";
import { AppError } from "@/lib/errors";
import { logError } from "@/lib/log";
import { languageModelFor } from "@/lib/memory/engines";
import { countTokens } from "@/lib/text/count-tokens";
import { assertWritable } from "@/lib/tree/lifecycle";
import { getTurnWindow } from "@/lib/views/node-window";
import type { ToolProvenance } from "@/lib/shared/tool-calls";
import { assertNotAnswering } from "./live-answers";
import { recordResult } from "./tool-loop";
import { openTurnToolSession, readProjectToolSettings, DEFAULT_ASIDE_TOKENS } from "./tool-session";
import { toolItemText } from "./tool-items";
import { streamBegunTurn, withNodeTarget, type Turn } from "./turn";
import type { BegunTurn } from "./turn-begin";

export interface ApprovalInput {
  /** The tool item's id (`toolCalls[].id` of say). */
  callId: string;
  deny?: boolean;
  userId: string | null;
  sessionId: string | null;
}

/**
 * The user's answer to a call waiting for approval (the card's Approve / Deny, `approve --call`,
 * /api/v1): Approve runs the call now (its result, or its tool aside and condensed note, written
 * into its item), Deny marks it denied (it never runs); then the turn resumes in the same answer's
 * row: the model reads the call's result (or the denial) and goes on, with the same servers. The
 * wait is stored, not held in memory, so this works after a reload, a closed tab or a restart.
 *
 * @throws AppError not_found:item, conflict:not_awaiting (answered, expired or superseded), conflict:node_answering
 */
export async function answerToolCall(input: ApprovalInput): Promise<Turn> {
  const item = await findToolItem(input.callId);
  if (!item) throw new AppError("not_found:item", "There is no tool call with that id.");
  await settleWait(item, input.deny ? "denied by the user" : null, input);
  return resumeTurn(item, input);
}

/**
 * Settles a waiting call: runs it (`denial` null) or marks it denied with that reason. A call that
 * no longer waits, whose wait expired, or whose answer is no longer its node's last exchange (a
 * later message superseded it) is refused; an expired or superseded wait is marked denied.
 */
async function settleWait(item: ToolItemRow, denial: string | null, who: Pick<ApprovalInput, "userId" | "sessionId">) {
  const tool = item.tool;
  if (tool.status !== "awaiting_approval")
    throw new AppError(
      "conflict:not_awaiting",
      `That tool call is not waiting for approval (it is ${tool.status.replace("_", " ")}).`,
    );
  if ((await lastItemId(item.nodeId)) !== tool.answerItemId) {
    await deny(item, "superseded by a later message");
    throw new AppError("conflict:not_awaiting", "A later message superseded that tool call; it was denied.");
  }
  if (denial !== null) return deny(item, denial);
  const start = await readTurnStart(item.nodeId);
  const settings = await readProjectToolSettings(start.node.projectId, start.tools);
  const session = await openTurnToolSession([tool.server]);
  try {
    const info = session.tools.find((t) => t.server === tool.server && t.name === tool.tool);
    const running: ToolProvenance = { ...tool, status: "running", requestedAt: null };
    const question = (await getTurnWindow(item.nodeId)).window.findLast(
      (e) => e.role === "user" && e.position < item.position,
    );
    const ctx = {
      nodeId: item.nodeId,
      projectId: start.node.projectId,
      userItemId: question?.id ?? tool.answerItemId,
      assistantItemId: tool.answerItemId,
      userId: who.userId,
      sessionId: who.sessionId,
    };
    const result = info
      ? await session.call(info.qualifiedName, tool.args)
      : {
          isError: true,
          text:
            session.errors.find((e) => e.server === tool.server)?.message ??
            `The tool ${tool.server}.${tool.tool} is no longer offered.`,
          bytes: 0,
          truncated: false,
          ms: 0,
        };
    await recordResult(ctx, item.id, running, result, settings?.asideTokens ?? DEFAULT_ASIDE_TOKENS);
  } finally {
    await session.close().catch((error) => logError("[tools] could not close the tool session", error));
  }
}

async function deny(item: ToolItemRow, reason: string): Promise<void> {
  const denied: ToolProvenance = { ...item.tool, status: "denied", error: reason };
  const text = toolItemText(denied, "");
  await updateToolItem(item.id, { content: text, tokenCount: countTokens(text), tool: denied, expiresAt: null });
}

/** Answers again in the waiting answer's row, the question's context assembled as a turn's, its calls replayed. */
async function resumeTurn(item: ToolItemRow, who: Pick<ApprovalInput, "userId" | "sessionId">): Promise<Turn> {
  const start = await readTurnStart(item.nodeId);
  assertWritable(start.node, who.sessionId);
  const settings = await resolveTurnModel(
    start.node.id,
    withNodeTarget(start.project, start.target),
    undefined,
    who.userId,
    { params: start.params, instance: start.instance },
  );
  const answerId = item.tool.answerItemId;
  const begun = await transaction(async (tx): Promise<BegunTurn> => {
    const node = { ...start.node, ...(await lockNodeReading(tx, start.node.id)) };
    assertWritable(node, who.sessionId);
    await assertNotAnswering(tx, [node.id]);
    const { window, reports } = await getTurnWindow(node.id, tx);
    const at = window.findLastIndex((e) => e.role === "user" && e.position < item.position);
    if (at < 0) throw new AppError("conflict:not_awaiting", "The question of that tool call is gone.");
    await reopenAnswer(tx, answerId, { content: "", model: settings.model, heartbeatAt: new Date() });
    return {
      node,
      userItemId: window[at].id,
      message: window[at].content,
      assistantItemId: answerId,
      prefix: "",
      read: { before: window.slice(0, at), lastReport: reports.findLast((r) => r.itemId !== answerId)?.report ?? null },
    };
  });
  const choice = { servers: item.tool.servers, disabledTools: item.tool.disabledTools };
  return streamBegunTurn(
    settings,
    { nodeId: start.node.id, retry: true, tools: choice, userId: who.userId, sessionId: who.sessionId },
    begun,
    undefined,
    {
      memoryTreeId: start.memoryTreeId,
      conversationHasMemory: start.conversationHasMemory,
      model: connectionModel(settings, languageModelFor),
    },
  );
}

/**
 * Denies the waits that expired (CANOPY_TOOL_APPROVAL_MINUTES) and resumes their turns, so the
 * model says the call was not approved. Run by the sweep timer, never by a render.
 */
export async function expireToolWaits(now = new Date()): Promise<number> {
  const expired = await listExpiredWaits(now);
  for (const item of expired) {
    try {
      if (item.tool.status !== "awaiting_approval") {
        await updateToolItem(item.id, {
          content: item.content,
          tokenCount: item.tokenCount,
          tool: item.tool,
          expiresAt: null,
        });
        continue;
      }
      const superseded = (await lastItemId(item.nodeId)) !== item.tool.answerItemId;
      await deny(item, superseded ? "superseded by a later message" : "the approval expired");
      if (superseded) continue;
      const turn = await resumeTurn(item, { userId: null, sessionId: null });
      void turn.result.consumeStream();
      await turn.done;
    } catch (error) {
      logError("[tools] could not expire a tool call's wait", error);
    }
  }
  return expired.length;
}
