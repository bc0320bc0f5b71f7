"use server";
import { createBranch } from "@/lib/tree-ops/create-branch";
import { requireNodeIn } from "./guards";
import { ACCESS } from "./access-specs";
import { defineAction } from "./safe-action";
import { createBranchSchema } from "./schemas";

export const createBranchAction = defineAction(createBranchSchema, ACCESS.createBranch, async (input, { viewer }) => {
  const parent = await requireNodeIn(input.conversationId, input.nodeId);
  return createBranch({
    parentId: parent.id,
    fromItemId: input.fromItemId ?? null,
    policy: input.policy,
    title: input.title,
    kind: input.volatile ? "volatile" : "branch",
    sessionId: input.volatile ? viewer.sessionId : undefined,
    ownerId: input.volatile ? viewer.userId : undefined,
    selectedIds: input.selectedIds,
    note: input.note,
    openingPrompt: input.prompt,
  });
});
