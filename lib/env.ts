import { z } from "zod";

/**
 * process.env, read once and validated. Every variable is documented in .env.example.
 * Empty strings count as unset so that a copied .env.example configures nothing by accident.
 */
const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );

const envSchema = z.object({
  DATABASE_URL: z.string().default("file:./data/canopy.db"),
  /** Milliseconds between the offline engine's streamed chunks (0 in unit tests). */
  OFFLINE_STREAM_DELAY_MS: z.coerce.number().int().min(0).max(2000).default(12),
  OPENAI_COMPATIBLE_BASE_URL: optional,
  OPENAI_COMPATIBLE_API_KEY: optional,
  OPENAI_COMPATIBLE_NAME: optional,
  OPENAI_COMPATIBLE_MODELS: list,
  /** The OpenAI-compatible server's models that see images ("*": all of them): they receive image file parts. */
  OPENAI_COMPATIBLE_VISION: list,
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional,
  OPENAI_MODELS: list,
  ANTHROPIC_API_KEY: optional,
  ANTHROPIC_MODELS: list,
  GOOGLE_GENERATIVE_AI_API_KEY: optional,
  GOOGLE_MODELS: list,
  /**
   * "1": connections (lib/connections) may point at private, loopback and link-local addresses (a
   * model server on this machine or the LAN: Ollama, LM Studio). Off by default: an administrator's
   * URL could otherwise reach internal services from the server (SSRF).
   */
  CONNECTIONS_ALLOW_PRIVATE_URLS: z
    .string()
    .optional()
    .transform((v) => v === "1" || v === "true"),
  /**
   * "1": administrators may register stdio MCP servers (a command this server runs). Off by default:
   * a stdio server is a program with this server's rights.
   */
  MCP_ALLOW_STDIO: z
    .string()
    .optional()
    .transform((v) => v === "1" || v === "true"),
  /** "1": MCP servers may be on private, loopback and link-local addresses (never this instance itself). */
  MCP_ALLOW_PRIVATE_URLS: z
    .string()
    .optional()
    .transform((v) => v === "1" || v === "true"),
  /** Embedding models for dense retrieval over knowledge passages (defaults: OpenAI text-embedding-3-small, Google gemini-embedding-001; none for OpenAI-compatible servers unless set). */
  OPENAI_EMBEDDING_MODEL: optional,
  GOOGLE_EMBEDDING_MODEL: optional,
  OPENAI_COMPATIBLE_EMBEDDING_MODEL: optional,
  /** The public address of the app (https://canopy.example.com); its host joins the allowed hosts. */
  APP_URL: optional,
  /** Secret that signs session cookies; generated and kept in the database when unset. */
  BETTER_AUTH_SECRET: optional,
  GITHUB_CLIENT_ID: optional,
  GITHUB_CLIENT_SECRET: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  /** Any OpenID Connect issuer: discovery URL (…/.well-known/openid-configuration), client id and secret. */
  OIDC_DISCOVERY_URL: optional,
  OIDC_CLIENT_ID: optional,
  OIDC_CLIENT_SECRET: optional,
  /**
   * Reverse proxies (IPs or CIDR ranges, comma-separated) whose X-Forwarded-For is believed when
   * telling clients apart (lib/auth/client-address.ts). Empty: the header is ignored.
   */
  TRUSTED_PROXIES: list,
  /** Failed sign-ins (and sign-up attempts) allowed per account and per client address per window. */
  RATE_LIMIT_SIGN_IN_ACCOUNT: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_SIGN_IN_ADDRESS: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_SIGN_IN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Per-user rate limits: requests per window (seconds) on the chat, import and export routes. */
  RATE_LIMIT_CHAT: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_IMPORT: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_EXPORT: z.coerce.number().int().min(1).default(10),
  /** Tree loads per user and window, counted per 1,000 nodes (lib/graph/tree-load.ts `TREE_NODES_PER_HIT`). */
  RATE_LIMIT_TREE: z.coerce.number().int().min(1).default(120),
  /**
   * Requests to public share links (the shared page, its live stream, its images) per client address
   * and window; an unknown address (no TRUSTED_PROXIES) is slowed past it, never refused.
   */
  RATE_LIMIT_SHARE: z.coerce.number().int().min(1).default(120),
  /** Exports running at once in one server process, all accounts together; more: 429 with Retry-After. */
  EXPORTS_PER_INSTANCE: z.coerce.number().int().min(1).default(2),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Largest request body a route handler reads, in bytes (imports and chat). */
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  /** A chat answer fails as "the model stopped responding" after this long without a first token, */
  CANOPY_FIRST_TOKEN_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  /** or this long between two tokens (lib/chat/turn-timeouts.ts). */
  CANOPY_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** One tool call ends as an error result after this long (lib/chat/tool-loop.ts), */
  CANOPY_TOOL_CALL_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /** and a turn's tool loop calls no more tools after this long; */
  CANOPY_TOOL_TURN_TIMEOUT_MS: z.coerce.number().int().min(100).default(180_000),
  /** a turn runs at most this many model steps (each may call tools). */
  CANOPY_TOOL_MAX_STEPS: z.coerce.number().int().min(1).max(50).default(8),
  /** A call waiting for approval is denied after this many minutes. */
  CANOPY_TOOL_APPROVAL_MINUTES: z.coerce.number().int().min(1).default(60),
  /**
   * A merge's conflict check over 8,000 characters runs in a worker thread for at most this long, then
   * the merge is refused with too_large:merge_check (lib/tree-ops/merge-conflicts.ts). Tests set it low
   * to see that refusal without giant inputs.
   */
  CANOPY_MERGE_CHECK_TIMEOUT_MS: z.coerce.number().int().min(1).default(60_000),
  /**
   * Characters of memory text a process keeps indexed between turns (lib/memory/recall-cache.ts: about
   * 65-100 bytes of heap per character with its indexes); 0 builds a turn's recall indexes afresh every turn.
   */
  CANOPY_RECALL_CACHE_CHARS: z.coerce.number().int().min(0).default(2_000_000),
  /** Longest wait for one non-streaming model call (summaries, navigation, condensed notes, memory folds). */
  CANOPY_MODEL_CALL_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  /**
   * On SIGTERM, how long running answers and jobs get to finish before they are stopped (answers
   * marked interrupted, jobs handed back to the queue) and the process exits (lib/workers/shutdown.ts).
   */
  CANOPY_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  /** GET /metrics needs `Authorization: Bearer <METRICS_TOKEN>`; unset, /metrics is 404 unless METRICS_PUBLIC=1. */
  METRICS_TOKEN: optional,
  METRICS_PUBLIC: z
    .string()
    .optional()
    .transform((v) => v === "1" || v === "true"),
  /**
   * OpenID Connect sign-in (any standard issuer: Keycloak, Entra ID, Google Workspace, Authentik):
   * the issuer URL (discovery at <issuer>/.well-known/openid-configuration unless OIDC_DISCOVERY_URL
   * says otherwise), who may join (email domains and/or groups), the role of new accounts, and
   * the label of the sign-in button.
   */
  OIDC_ISSUER: optional,
  OIDC_NAME: optional,
  OIDC_ALLOWED_DOMAINS: list,
  OIDC_ALLOWED_GROUPS: list,
  /** Members of these groups become instance administrators when their account is created. */
  OIDC_ADMIN_GROUPS: list,
  /** The claim that lists a user's groups (default "groups"). */
  OIDC_GROUPS_CLAIM: z.string().default("groups"),
  /** The instance role of accounts created by OIDC sign-in: user (default) or admin. */
  OIDC_NEW_USER_ROLE: z.enum(["user", "admin"]).default("user"),
  /** "off": no password sign-in or sign-up on the web (accounts come from OIDC; the CLI still manages users). */
  PASSWORD_SIGN_IN: z.enum(["on", "off"]).default("on"),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** The validated environment. Pass `source` to read another object (tests). */
export function getEnv(source: NodeJS.ProcessEnv = process.env): Env {
  if (source !== process.env) return envSchema.parse(source);
  cached ??= envSchema.parse(source);
  return cached;
}

/** Forget the cached environment (tests that change process.env). */
export function resetEnv(): void {
  cached = undefined;
}
