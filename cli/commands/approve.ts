import { z } from "zod";
import { toolApprovalSchema } from "@/lib/actions/chat-schema";
import { answerToolCall } from "@/lib/chat/tool-approval";
import { defineCommand } from "@/cli/define";
import { waitForAnswer } from "./say";

const USAGE = "approve --call ID [--deny]";

/**
 * `approve`: answers a tool call waiting for approval (the id `say` printed): runs it, or with
 * `--deny` marks it denied; then the turn resumes and the answer prints as `say` prints it.
 */
export const approveCommand = defineCommand({
  name: "approve",
  usage: USAGE,
  summary: "approve (or --deny) a tool call waiting for approval, and resume its turn",
  flags: { call: { type: "string" }, deny: { type: "boolean" }, session: { type: "string" } },
  required: ["call"],
  input: (values) => ({ callId: values.call, deny: values.deny ?? false }),
  schema: toolApprovalSchema.extend({ deny: z.boolean() }),
  access: (input) => ({ itemId: input.callId }),
  need: "write",
  async run({ callId, deny }, { values, viewer }) {
    const sessionId = values.session ?? viewer.sessionId;
    return waitForAnswer(await answerToolCall({ callId, deny, userId: viewer.userId, sessionId }));
  },
});
