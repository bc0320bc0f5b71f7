import { z } from "zod";
import { INHERIT_POLICIES } from "../tree/types";

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
  name: name("project", 80).optional(),
  systemPrompt: z.string().max(8000, "Keep the system prompt under 8,000 characters.").optional(),
  model: z.string().trim().min(1).max(200).optional(),
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

export const createBranchSchema = z.object({
  conversationId: idSchema,
  nodeId: idSchema,
  fromItemId: idSchema.nullable().optional(),
  policy: z.enum(INHERIT_POLICIES, { message: "Choose how much context the branch inherits: none or full." }),
  title: z.string().trim().max(120, "Keep the title under 120 characters.").optional(),
});
export type CreateBranchInput = z.infer<typeof createBranchSchema>;

export const renameNodeSchema = z.object({ nodeId: idSchema, title: name("branch", 120) });
