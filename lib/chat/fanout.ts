import "server-only";
import { publishChange } from "@/lib/live/publish";
import { randomUUID } from "node:crypto";
import { listModels, type ModelViewer } from "@/lib/ai/providers";
import { getEnv } from "@/lib/env";
import { refreshModelRegistry, type FreshRegistry, type TurnSettings } from "@/lib/connections/registry";
import { transaction } from "@/lib/db/client";
import type { NodeTarget } from "@/lib/db/queries/fanouts";
import { getNode } from "@/lib/db/queries/nodes";
import { getProject } from "@/lib/db/queries/projects";
import { AppError } from "@/lib/errors";
import { MAX_MESSAGE_CHARS } from "@/lib/shared/limits";
import { loadSiblingSources } from "@/lib/context/assemble";
import { createBranchesIn } from "@/lib/tree-ops/create-branch";
import { assertWritable } from "@/lib/tree/lifecycle";
import { getNodeWindow } from "@/lib/views/node-window";
import { streamBegunTurn, withNodeTarget, type Turn, type TurnOutcome } from "./turn";
import { lockNodes } from "./live-answers";
import { newMessageTurn } from "./turn-begin";

/**
 * Fan-out: one message answered by 2-6 targets (configured models, the offline engine included, and
 * the same model with different system prompts), each in its own sibling branch of the node, all
 * inheriting the same context (one policy for all) and sharing a `fanoutId`. Each branch's turn is
 * an ordinary turn (lib/chat/turn.ts: written as it streams, its own usage row, timeouts, Retry),
 * started in parallel.
 */

export const FANOUT_MIN = 2;
export const FANOUT_MAX = 6;

/** One answerer: a model id as the project settings list it, optionally with its own system prompt. */
export interface FanoutTarget {
  model: string;
  systemPrompt?: string;
}

export interface FanoutRequest {
  nodeId: string;
  text: string;
  targets: FanoutTarget[];
  /** What every branch inherits: the node's whole window (default) or nothing. */
  policy?: "full" | "none";
  sessionId?: string | null;
  /** The user whose fan-out this is: owner of the tool asides its branches' calls make (an open aside is its owner's alone). */
  userId?: string | null;
  /** A user message of the node to ask again: the branches start from the entry before it. */
  askItemId?: string;
}

export interface StartedFanout {
  fanoutId: string;
  branches: { nodeId: string; model: string; systemPrompt: string | null; turn: Turn }[];
}

/** The branch's title: the target's model label, and which system prompt when several share a model. */
function titleOf(target: FanoutTarget, index: number, targets: FanoutTarget[], viewer: ModelViewer): string {
  const label = listModels(getEnv(), viewer).find((m) => m.id === target.model)?.label ?? target.model;
  const same = targets.filter((t) => t.model === target.model).length > 1;
  return same
    ? `${label} · prompt ${targets.slice(0, index + 1).filter((t) => t.model === target.model).length}`
    : label;
}

/**
 * Whether a fan-out request can run at all (its targets, models and message), before anything is
 * counted or written: the action checks it before taking the rate limit, so a refused fan-out
 * spends none of the caller's budget (issue 32, finding 7). The models are the instance's and the
 * asking user's own (`userId`; users' keys, lib/connections): never another person's. The registry
 * is refreshed first, so a connection added on any instance counts at once.
 *
 * @throws AppError invalid:fanout, invalid:model, invalid:message
 */
export async function checkFanout(request: Pick<FanoutRequest, "targets" | "text" | "userId">): Promise<FreshRegistry> {
  const n = request.targets.length;
  if (n < FANOUT_MIN || n > FANOUT_MAX)
    throw new AppError("invalid:fanout", `Ask between ${FANOUT_MIN} and ${FANOUT_MAX} targets at once (${n} given).`);
  const registry = await refreshModelRegistry();
  const known = new Set(listModels(getEnv(), request.userId).map((m) => m.id));
  const unknown = request.targets.find((t) => !known.has(t.model));
  if (unknown)
    throw new AppError(
      "invalid:model",
      `"${unknown.model}" is not a model of this deployment; choose from: ${[...known].join(", ")}.`,
    );
  const keys = request.targets.map((t) => `${t.model}\u0000${t.systemPrompt?.trim() ?? ""}`);
  if (new Set(keys).size !== keys.length)
    throw new AppError("invalid:fanout", "Two targets are the same model with the same system prompt.");
  if (!request.text.trim()) throw new AppError("invalid:message", "Write a message to send.");
  if (request.text.length > MAX_MESSAGE_CHARS)
    throw new AppError(
      "invalid:message",
      `A message can be at most ${MAX_MESSAGE_CHARS.toLocaleString("en")} characters.`,
    );
  return registry;
}

/**
 * Creates the sibling branches, each marked with the fan-out's id, model and system prompt, and
 * opens every branch's turn (its question and the answer's streaming row) in ONE transaction: the
 * node rows in one statement, every inherited reference, question and answer row in one more
 * (nothing is created unless all are). Then reads the context the branches share once and starts
 * every branch's stream at once. The returned turns' streams must be consumed (`runFanout` waits
 * for them; the UI follows the answers as they are written). Every statement costs this one thread
 * its share (Prisma's query compiler): made a branch at a time, a 4-way fan-out's first tokens
 * waited for 79 statements; now 15, about one turn's 14.
 *
 * @throws AppError invalid:fanout, invalid:model, invalid:message, not_found:node, conflict:node_closed
 */
export async function startFanout(request: FanoutRequest): Promise<StartedFanout> {
  const registry = await checkFanout(request);
  const fanoutId = randomUUID();
  const sessionId = request.sessionId ?? null;
  const created = await transaction(async (tx) => {
    // The parent's lock first, as a turn takes its node's: no merge, close or purge of it interleaves.
    await lockNodes(tx, [request.nodeId]);
    const node = await getNode(request.nodeId, tx);
    assertWritable(node, sessionId);
    const window = await getNodeWindow(node.id, tx);
    let from = window.at(-1)?.id ?? null;
    if (request.askItemId) {
      const at = window.findIndex((e) => e.id === request.askItemId);
      if (at < 0 || window[at].role !== "user")
        throw new AppError("invalid:fanout", "Only a message of yours in this branch can be asked again.");
      from = at > 0 ? window[at - 1].id : null;
    }
    const project = await getProject(node.projectId, tx);
    const targets: NodeTarget[] = request.targets.map((t) => ({
      fanoutId,
      model: t.model,
      systemPrompt: t.systemPrompt?.trim() || null,
    }));
    // Each branch answers for the asking user: their own connections' models (and capabilities) count.
    const settings: TurnSettings[] = targets.map((target) => ({
      ...withNodeTarget(project, target),
      viewer: request.userId ?? null,
      registry,
    }));
    const turns = settings.map((s) => newMessageTurn(request.text, s.model));
    // Each branch opens with its turn's question and answer row, written with the branch.
    const branches = await createBranchesIn(
      tx,
      node.id,
      request.targets.map((target, i) => ({
        fromItemId: from,
        policy: request.policy ?? "full",
        title: titleOf(target, i, request.targets, request.userId),
        target: targets[i],
        opening: turns[i].items,
      })),
      { parent: node, parentWindow: window },
    );
    return branches.map((b, i) => ({
      nodeId: b.nodeId,
      model: request.targets[i].model,
      systemPrompt: targets[i].systemPrompt,
      project: settings[i],
      begun: turns[i].begun(b.node, b.openingItemIds),
    }));
  });
  await publishChange({ nodeId: request.nodeId }, "branch", [...created.map((b) => b.nodeId), request.nodeId]);
  const sources = loadSiblingSources(created.map((b) => ({ node: b.begun.node, beforeItemId: b.begun.userItemId })));
  // Each turn awaits it (and fails its answer if it failed); this only keeps a failure from going unhandled.
  sources.catch(() => undefined);
  const turns = await Promise.all(
    created.map((b) =>
      streamBegunTurn(
        b.project,
        { nodeId: b.nodeId, text: request.text, sessionId, userId: request.userId ?? null },
        b.begun,
        sources.then((m) => m.get(b.nodeId)!),
      ),
    ),
  );
  return {
    fanoutId,
    branches: created.map((b, i) => ({
      nodeId: b.nodeId,
      model: b.model,
      systemPrompt: b.systemPrompt,
      turn: turns[i],
    })),
  };
}

/** One branch's answer once it ended. */
export interface FanoutAnswer {
  nodeId: string;
  model: string;
  assistantItemId: string;
  status: TurnOutcome["status"];
  text: string;
  error?: string | null;
}

/** {@link startFanout}, then waits for every answer (the command line, tests and the bench). */
export async function runFanout(request: FanoutRequest): Promise<{ fanoutId: string; branches: FanoutAnswer[] }> {
  const started = await startFanout(request);
  const answers = await Promise.all(
    started.branches.map(async (b) => {
      await b.turn.result.consumeStream();
      const outcome = await b.turn.done;
      await b.turn.followUps;
      return {
        nodeId: b.nodeId,
        model: b.model,
        assistantItemId: b.turn.assistantItemId,
        status: outcome.status,
        text: outcome.text,
        ...(outcome.error ? { error: outcome.error } : {}),
      };
    }),
  );
  return { fanoutId: started.fanoutId, branches: answers };
}

/** Starts a fan-out and lets its answers stream into their rows in the background (the UI's way). */
export async function launchFanout(
  request: FanoutRequest,
): Promise<{ fanoutId: string; branches: { nodeId: string; model: string; assistantItemId: string }[] }> {
  const started = await startFanout(request);
  for (const b of started.branches) void b.turn.result.consumeStream();
  return {
    fanoutId: started.fanoutId,
    branches: started.branches.map((b) => ({
      nodeId: b.nodeId,
      model: b.model,
      assistantItemId: b.turn.assistantItemId,
    })),
  };
}
