import { z } from "zod";

/**
 * Input schemas of connections and model choices, shared by the server actions, /api/v1, the
 * command line and the forms (one set of rules and messages). Client-safe.
 */

/** The four kinds of connection: three providers with their own APIs and any OpenAI-compatible server. */
export const CONNECTION_PROVIDERS = ["openai", "anthropic", "google", "openai-compatible"] as const;
export type ConnectionProvider = (typeof CONNECTION_PROVIDERS)[number];

export const connectionNameSchema = z
  .string()
  .trim()
  .min(1, "Name the connection.")
  .max(40, "Keep the name under 40 characters.")
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._-]*$/,
    "A connection name is letters, digits, dots, dashes and underscores (no spaces or colons): model ids are <name>:<model>.",
  )
  .refine((n) => !["offline", "canopy"].includes(n.toLowerCase()), "That name is reserved: choose another.");

export const connectionProviderSchema = z.enum(CONNECTION_PROVIDERS, {
  message: "The provider is openai, anthropic, google or openai-compatible.",
});

/** A key is one line of printable characters: a pasted newline would corrupt the request's headers. */
export const connectionKeySchema = z
  .string()
  .max(4000, "That key is too long.")
  .refine((k) => !/[\r\n]/.test(k), "The key contains a line break: paste it on one line.")
  .refine(
    (k) => ![...k].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f),
    "The key contains control characters: paste it again.",
  )
  .transform((k) => k.trim());

export const connectionUrlSchema = z.string().trim().max(2000, "That URL is too long.");

export const addConnectionSchema = z.object({
  name: connectionNameSchema,
  provider: connectionProviderSchema,
  url: connectionUrlSchema.optional(),
  key: connectionKeySchema.optional(),
  vision: z.boolean().optional(),
});
export type AddConnectionInput = z.infer<typeof addConnectionSchema>;

/** An edit: absent fields stay; an empty key removes it, an empty URL returns to the provider's default. */
export const updateConnectionSchema = z.object({
  connectionId: z.string().trim().min(1).max(64),
  name: connectionNameSchema.optional(),
  url: connectionUrlSchema.optional(),
  key: connectionKeySchema.optional(),
  vision: z.boolean().optional(),
});
export type UpdateConnectionInput = z.infer<typeof updateConnectionSchema>;

export const connectionRefSchema = z.object({ connectionId: z.string().trim().min(1).max(64) });

/** A model id: "offline" or "<connection>:<model>". */
export const modelIdSchema = z
  .string()
  .trim()
  .min(1, "Choose a model.")
  .max(240, "That model id is too long.")
  .regex(/^(offline|[^:\s]+:\S.*)$/, 'A model id is "offline" or "<connection>:<model>".');

/** A node's or a project's sampling parameters; null clears one (inherit). */
export const temperatureSchema = z.coerce
  .number()
  .min(0, "The temperature is between 0 and 2.")
  .max(2, "The temperature is between 0 and 2.")
  .nullable();
export const maxOutputTokensSchema = z.coerce
  .number()
  .int("Maximum output is a whole number of tokens.")
  .min(1, "Allow at least 1 output token.")
  .max(1_000_000, "At most 1,000,000 output tokens.")
  .nullable();

export const nodeParamsSchema = z.object({
  model: modelIdSchema.nullable().optional(),
  systemPrompt: z.string().max(8000, "Keep the system prompt under 8,000 characters.").nullable().optional(),
  temperature: temperatureSchema.optional(),
  maxOutputTokens: maxOutputTokensSchema.optional(),
});
export type NodeParamsInput = z.infer<typeof nodeParamsSchema>;

/** The instance's model settings (Admin -> Connections): the task model, and whether users may add their own keys. */
export const modelSettingsSchema = z.object({
  /** null: each conversation's own model (the offline engine by default). */
  taskModel: modelIdSchema.nullable().optional(),
  userKeys: z.boolean().optional(),
});
export type ModelSettingsInput = z.infer<typeof modelSettingsSchema>;
