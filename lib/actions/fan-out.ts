"use server";
import { checkFanout, launchFanout } from "@/lib/chat/fanout";
import { takeRateLimit } from "@/lib/auth/rate-limit";
import { getEnv } from "@/lib/env";
import { readSessionId } from "@/lib/session";
import { requireNodeIn } from "./guards";
import { ACCESS } from "./access-specs";
import { defineAction } from "./safe-action";
import { fanOutSchema } from "./schemas";

/**
 * Writes: one message to 2-6 targets, each answering in its own sibling branch (lib/chat/fanout.ts).
 * Counts as one chat turn per target against the rate limit; the answers stream into their rows
 * and the client follows them.
 */
export const fanOutAction = defineAction(fanOutSchema, ACCESS.fanOut, async (input, ctx) => {
  const node = await requireNodeIn(input.conversationId, input.nodeId);
  // A refused fan-out (unknown model, another person's model, no text) spends no rate-limit budget.
  await checkFanout({ ...input, userId: ctx.viewer.userId });
  const env = getEnv();
  // N turns, counted in one statement (not N in a row before the answers can start).
  const turns = input.targets.length;
  await takeRateLimit(
    "chat",
    ctx.viewer.userId,
    env.RATE_LIMIT_CHAT,
    env.RATE_LIMIT_WINDOW_SECONDS,
    Date.now(),
    undefined,
    turns,
  );
  return launchFanout({
    nodeId: node.id,
    text: input.text,
    targets: input.targets,
    policy: input.policy,
    askItemId: input.itemId,
    sessionId: await readSessionId(),
    userId: ctx.viewer.userId,
  });
});
