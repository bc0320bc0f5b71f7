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
  /** Per-user rate limits: requests per window (seconds) on the chat and import routes. */
  RATE_LIMIT_CHAT: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_IMPORT: z.coerce.number().int().min(1).default(10),
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
  /** Longest wait for one non-streaming model call (summaries, navigation, condensed notes, memory folds). */
  CANOPY_MODEL_CALL_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
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
