import { z } from "zod";
import { maxOutputTokensSchema, modelIdSchema, temperatureSchema } from "@/lib/shared/connections";
import { INHERIT_POLICIES, MERGE_MODES, MERGE_PLACEMENTS } from "@/lib/shared/tree-types";
import { CONFLICT_CHOICES } from "@/lib/shared/merge-conflicts";
import { MAX_MESSAGE_CHARS } from "@/lib/shared/limits";

/** Input schemas of the server actions, shared with forms and the command line. */
export const idSchema = z.string().trim().min(1, "An id is required.").max(64, "That id is too long.");

const name = (what: string, max: number) =>
  z.string().trim().min(1, `Give the ${what} a name.`).max(max, `Keep the ${what} name under ${max} characters.`);

export const createProjectSchema = z.object({
  name: name("project", 80),
  systemPrompt: z.string().max(8000, "Keep the system prompt under 8,000 characters.").optional(),
});
export type CreateProjectInput = z.infer<typeof createProjectSchema>;

export const updateProjectSettingsSchema = z.object({
  projectId: idSchema,
  volatileResolution: z
    .enum(["ask", "purge", "merge"], { message: "Choose ask, purge or merge for abandoned asides." })
    .optional(),
  volatileAfterMinutes: z.coerce
    .number()
    .int("Minutes are a whole number.")
    .min(1, "Wait at least one minute before resolving asides automatically.")
    .max(60 * 24 * 30, "At most 30 days.")
    .optional(),
  name: name("project", 80).optional(),
  systemPrompt: z.string().max(8000, "Keep the system prompt under 8,000 characters.").optional(),
  model: z.string().trim().min(1).max(240).optional(),
  /** Defaults of the project's turns (null: the provider's default), and its task model (null: the instance's). */
  temperature: temperatureSchema.optional(),
  maxOutputTokens: maxOutputTokensSchema.optional(),
  taskModel: modelIdSchema.nullable().optional(),
  contextBudget: z.coerce
    .number()
    .int("The context budget is a whole number of tokens.")
    .min(500, "The context budget must be at least 500 tokens.")
    .max(1_000_000, "The context budget can be at most 1,000,000 tokens.")
    .optional(),
});
export type UpdateProjectSettingsInput = z.infer<typeof updateProjectSettingsSchema>;

export const projectIdSchema = z.object({ projectId: idSchema });

export const createConversationSchema = z.object({
  projectId: idSchema,
  title: z.string().trim().max(120, "Keep the title under 120 characters.").optional(),
});

export const conversationIdSchema = z.object({ conversationId: idSchema });

export const renameConversationSchema = z.object({
  conversationId: idSchema,
  title: name("conversation", 120),
});

const policySchema = z.enum(INHERIT_POLICIES, {
  message: "Choose how the branch inherits context: none, full, selective or compressed.",
});
const budgetSchema = z.coerce
  .number({ message: "The budget is a number of tokens." })
  .int("The budget is a whole number of tokens.")
  .min(0, "The budget cannot be below zero.")
  .max(1_000_000, "The budget can be at most 1,000,000 tokens.");
const noteSchema = z
  .string()
  .trim()
  .min(1, "The summary note is empty.")
  .max(40_000, "Keep the note under 40,000 characters.");

export const createBranchSchema = z.object({
  conversationId: idSchema,
  nodeId: idSchema,
  fromItemId: idSchema.nullable().optional(),
  policy: policySchema,
  title: z.string().trim().max(120, "Keep the title under 120 characters.").optional(),
  volatile: z.boolean().optional(),
  /** selective: the parent's entries the user kept. */
  selectedIds: z.array(idSchema).max(10_000).optional(),
  /** compressed: the (possibly edited) note. */
  note: noteSchema.optional(),
  /** The opening prompt: saved as the branch's first message (its answer is asked for next). */
  prompt: z
    .string()
    .max(MAX_MESSAGE_CHARS, `Keep the opening prompt under ${MAX_MESSAGE_CHARS.toLocaleString("en")} characters.`)
    .optional(),
});
export type CreateBranchInput = z.infer<typeof createBranchSchema>;

/** Graph label and colour of a node; null clears them. */
export const NODE_COLOR_NAMES = ["red", "amber", "green", "blue", "violet"] as const;
export const setNodeLabelSchema = z.object({
  conversationId: idSchema,
  nodeId: idSchema,
  label: z.string().trim().max(40, "Keep the label under 40 characters.").nullable(),
  color: z.enum(NODE_COLOR_NAMES).nullable(),
});

export const renameNodeSchema = z.object({ nodeId: idSchema, title: name("branch", 120) });

export const previewBranchSchema = z.object({
  conversationId: idSchema,
  nodeId: idSchema,
  fromItemId: idSchema.nullable().optional(),
  policy: policySchema,
  prompt: z.string().max(32_000, "Keep the opening prompt under 32,000 characters.").optional(),
  budget: budgetSchema.optional(),
});

/** A node named together with its conversation: actions check that they belong together. */
export const nodeRefSchema = z.object({ conversationId: idSchema, nodeId: idSchema });

export const setPinnedSchema = nodeRefSchema.extend({ itemId: idSchema, pinned: z.boolean() });

export const mergeSchema = nodeRefSchema.extend({
  mode: z.enum(MERGE_MODES, { message: "Choose what to merge: full, selected or condensed." }),
  placement: z.enum(MERGE_PLACEMENTS, { message: "Choose where merged content lands: append or chronological." }),
  selectedIds: z.array(idSchema).max(10_000).optional(),
  note: noteSchema.optional(),
  /** A choice for every conflict the merge check finds; unset leaves them unresolved. */
  conflictChoice: z.enum(CONFLICT_CHOICES, { message: "Choose keep-parent, take-branch or both." }).optional(),
  /** Choices per conflict, by the key the preview gave it. */
  conflictChoices: z
    .array(
      z.object({
        key: z.string().trim().min(1).max(200),
        choice: z.enum(CONFLICT_CHOICES, { message: "Choose keep-parent, take-branch or both." }),
      }),
    )
    .max(1000)
    .optional(),
});
export type MergeInput = z.infer<typeof mergeSchema>;

export const undoMergeSchema = z.object({ conversationId: idSchema, mergeEventId: idSchema });

// Knowledge tree (lib/knowledge): the question and taxonomy rules live beside the code that uses them.
import { contentTypesSchema, questionSchema } from "@/lib/knowledge/schemas";
export { contentTypesSchema, questionSchema };

export const askKnowledgeSchema = z.object({ projectId: idSchema, question: questionSchema });
export type AskKnowledgeInput = z.infer<typeof askKnowledgeSchema>;

export const updateTaxonomySchema = z.object({ projectId: idSchema, types: contentTypesSchema });
export type UpdateTaxonomyInput = z.infer<typeof updateTaxonomySchema>;

/** Delete one imported document of a project. */
export const deleteDocumentSchema = z.object({ projectId: idSchema, documentId: idSchema });

/** Retry a failed background job of a project (#9). */
export const retryJobSchema = z.object({ projectId: idSchema, jobId: idSchema });

/** Edit a user message as a new branch (#11); cascade re-runs the messages that followed it. */
export const editMessageSchema = z.object({
  conversationId: idSchema,
  nodeId: idSchema,
  itemId: idSchema,
  text: z.string().trim().min(1, "The edited message is empty.").max(100_000, "That message is too long."),
  cascade: z.boolean().optional(),
});

/** Regenerate an answer as a sibling answer in a new branch (#11). */
export const regenerateAnswerSchema = z.object({ conversationId: idSchema, nodeId: idSchema, itemId: idSchema });
/** An account's email (loose on purpose: the local admin is admin@canopy.local). */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[^\s@]+@[^\s@]+$/, "Enter an email address.")
  .max(254);

export const shareProjectSchema = z.object({
  projectId: idSchema,
  email: emailSchema,
  role: z.enum(["editor", "viewer"], { message: "Choose editor or viewer." }),
});
export const unshareProjectSchema = z.object({ projectId: idSchema, userId: idSchema });
export const revokeShareLinkSchema = z.object({ conversationId: idSchema, linkId: idSchema });
export const signupModeSchema = z.object({
  mode: z.enum(["open", "invite", "closed"], { message: "Choose open, invite or closed." }),
});
export const setUserDisabledSchema = z.object({ email: emailSchema, disabled: z.boolean() });
/** Admins: an account's role (lib/auth/users.ts). */
export const userRoleSchema = z.enum(["admin", "user"], { message: "Choose admin or user." });
export const inviteUserSchema = z.object({ email: emailSchema, role: userRoleSchema });
export const setUserRoleSchema = z.object({ email: emailSchema, role: userRoleSchema });
export const userEmailSchema = z.object({ email: emailSchema });
export const emptySchema = z.object({});

/** Revoke one personal API token (its owner, or an admin). */
export const revokeApiTokenSchema = z.object({ tokenId: idSchema });

/** One message to 2-6 targets (lib/chat/fanout.ts): models as the settings list them, each with an optional system prompt. */
export const fanoutTargetSchema = z.object({
  model: z.string().trim().min(1, "Choose a model.").max(200),
  systemPrompt: z.string().max(8000, "Keep a system prompt under 8,000 characters.").optional(),
});
export const fanOutSchema = nodeRefSchema.extend({
  text: z
    .string()
    .trim()
    .min(1, "Write a message to send.")
    .max(MAX_MESSAGE_CHARS, `Messages are limited to ${MAX_MESSAGE_CHARS.toLocaleString("en")} characters.`),
  targets: z
    .array(fanoutTargetSchema)
    .min(2, "Ask at least 2 targets at once.")
    .max(6, "Ask at most 6 targets at once."),
  policy: z.enum(["full", "none"]).optional(),
  /** Ask this user message of the node again (branches from the entry before it) instead of a new one. */
  itemId: idSchema.optional(),
});
export type FanOutInput = z.infer<typeof fanOutSchema>;

/** A fan-out of a conversation (compare view). */
export const fanoutRefSchema = z.object({ conversationId: idSchema, fanoutId: z.string().trim().min(1).max(64) });

/** One person's pin and/or archive of a conversation (the home page). */
export const markConversationSchema = z
  .object({ conversationId: idSchema, pinned: z.boolean().optional(), archived: z.boolean().optional() })
  .refine((v) => v.pinned !== undefined || v.archived !== undefined, { message: "Say pinned or archived." });

/** Delete one exchange (a question and its answer) of a node's window. */
export const deleteMessageSchema = nodeRefSchema.extend({ itemId: idSchema });
