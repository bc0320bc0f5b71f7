import { z } from "zod";

/**
 * The one shape every import becomes before it is written (lib/transfer/write.ts): a conversation
 * tree whose records are named by keys (the exporter's ids, or made-up ones), never database ids.
 * Our JSON export is this shape with a header, so an export imports back losslessly.
 */

const key = z.string().min(1).max(200);
/** Years a date may have: both databases store them (PostgreSQL's timestamps end before JavaScript's). */
const YEARS = { min: Date.parse("0001-01-01T00:00:00Z"), max: Date.parse("+010000-01-01T00:00:00Z") };
/** An ISO time; one that does not parse is read as none (the writer's `date`), one out of range is refused. */
const when = z
  .string()
  .max(40)
  .refine((s) => {
    const t = Date.parse(s);
    return Number.isNaN(t) || (t >= YEARS.min && t < YEARS.max);
  }, "a date between the years 1 and 9999")
  .nullable()
  .optional();

/** A tool item's call and provenance (lib/shared/tool-calls.ts), bounded. */
export const planToolSchema = z.object({
  callId: z.string().max(200),
  server: z.string().max(100),
  tool: z.string().max(300),
  args: z.unknown(),
  status: z.enum(["running", "done", "error", "awaiting_approval", "denied"]),
  ms: z.number().finite().nullable().optional(),
  bytes: z.number().finite().nullable().optional(),
  resultTokens: z.number().finite().nullable().optional(),
  asideNodeId: key.nullable().optional(),
  error: z.string().max(10_000).nullable().optional(),
  servers: z.array(z.string().max(100)).max(50).optional(),
  answerItemId: key.nullable().optional(),
});

export const planItemSchema = z.object({
  id: key,
  position: z.number().finite(),
  role: z.enum(["user", "assistant", "note", "tool"]),
  content: z.string().max(2_000_000),
  origin: z.enum(["local", "inherited", "merged"]),
  refItemId: key.nullable(),
  sourceNodeId: key.nullable(),
  sourceItemIds: z.array(key).max(100_000),
  status: z.enum(["complete", "streaming", "error", "aborted"]),
  error: z.string().max(10_000).nullable(),
  tokenCount: z.number().int().min(0).max(2_147_483_647),
  model: z.string().max(200).nullable(),
  pinned: z.boolean(),
  mergeEventId: key.nullable(),
  contextReport: z.unknown().optional(),
  /** A tool item's call and provenance (role "tool"). */
  tool: planToolSchema.nullable().optional(),
  createdAt: when,
  /**
   * An image item's stored file, by content hash (lib/media): an import restores the image from the
   * export's embedded bytes (`media`) or, when this instance holds that file already, by reference;
   * else the item keeps its text (name and OCR text) without the picture.
   */
  mediaId: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable()
    .optional(),
});
export type PlanItem = z.infer<typeof planItemSchema>;

export const planNodeSchema = z.object({
  id: key,
  parentId: key.nullable(),
  kind: z.enum(["root", "branch", "volatile"]),
  status: z.enum(["open", "merged"]),
  title: z.string().max(500),
  branchPointItemId: key.nullable(),
  inheritPolicy: z.enum(["none", "full", "selective", "compressed"]),
  createdAt: when,
  /** A fan-out branch (lib/chat/fanout.ts): the fan-out it belongs to, and the model and system prompt it answers with. */
  fanoutId: key.nullable().optional(),
  model: z.string().max(200).nullable().optional(),
  systemPrompt: z.string().max(100_000).nullable().optional(),
  /** An automatic tool aside (lib/chat/tool-asides.ts). */
  toolOutput: z.boolean().optional(),
  // Positions order a node's messages and are unique in it (the database refuses a second one).
  items: z
    .array(planItemSchema)
    .max(100_000)
    .refine((items) => new Set(items.map((i) => i.position)).size === items.length, "two messages share a position"),
});
export type PlanNode = z.infer<typeof planNodeSchema>;

/** A contradiction found before a merge and the user's choice (null: left unresolved). */
export const planConflictSchema = z.object({
  about: z.string().max(2_000),
  branchItemId: z.string().max(200),
  branchText: z.string().max(2_000_000),
  parentItemId: z.string().max(200),
  parentText: z.string().max(2_000_000),
  resolution: z.enum(["keep_parent", "take_branch", "both"]).nullable(),
});
export type PlanConflict = z.infer<typeof planConflictSchema>;

export const planMergeSchema = z.object({
  id: key,
  parentId: key,
  childId: key,
  mode: z.enum(["full", "selected", "condensed"]),
  placement: z.enum(["append", "chronological"]),
  createdAt: when,
  undoneAt: when,
  conflicts: z.array(planConflictSchema).max(10_000).default([]),
});
export type PlanMerge = z.infer<typeof planMergeSchema>;

export const conversationPlanSchema = z.object({
  title: z.string().max(500),
  nodes: z.array(planNodeSchema).min(1).max(20_000),
  mergeEvents: z.array(planMergeSchema).max(20_000).default([]),
});
export type ConversationPlan = z.infer<typeof conversationPlanSchema>;

/**
 * The image bytes an export embeds at most in all (lib/transfer/media.ts): base64 makes them a third
 * larger, so a file at this bound stays well under the import's 60 MB of text.
 */
export const MAX_EMBEDDED_BYTES = 24 * 1024 * 1024;
/** Images one export embeds at most. */
export const MAX_EMBEDDED_IMAGES = 1_000;
/** Characters of one embedded image's base64: 12 MB of bytes (the upload limit is 10 MB by default). */
const MAX_EMBEDDED_CHARS = 16 * 1024 * 1024;

/** An image embedded in an export: the stored copy's bytes (base64) and what OCR read from it. */
export const embeddedImageSchema = z.object({
  /** The image id the items' `mediaId` name. */
  id: z.string().regex(/^[0-9a-f]{64}$/, "an image id is 64 hex digits"),
  /** Which stored copy: the original, or (past the export's bound) the downscaled model copy. */
  variant: z.enum(["original", "model"]),
  ocrText: z.string().max(2_000_000).nullable().optional(),
  data: z
    .string()
    .max(MAX_EMBEDDED_CHARS, "an embedded image is larger than an image may be (limit: size)")
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, "an embedded image's data is not base64"),
});
export type EmbeddedImage = z.infer<typeof embeddedImageSchema>;

/** Our lossless export: a header, one conversation plan and the images its items show. */
export const CANOPY_FORMAT = "canopy.conversation";
export const canopyExportSchema = z.object({
  format: z.literal(CANOPY_FORMAT),
  version: z.literal(1),
  exportedAt: z.string().optional(),
  conversation: conversationPlanSchema,
  media: z
    .array(embeddedImageSchema)
    .max(MAX_EMBEDDED_IMAGES)
    .refine((media) => new Set(media.map((m) => m.id)).size === media.length, "two embedded images share an id")
    .optional(),
});
export type CanopyExport = z.infer<typeof canopyExportSchema>;

/** Limits of one import file: beyond them the file is refused before anything is written. */
export const IMPORT_LIMITS = { conversations: 500, messages: 50_000, depth: 2_000 } as const;
