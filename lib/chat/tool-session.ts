import "server-only";
import type { ProjectToolRow } from "@/lib/db/queries/mcp-servers";
import { openToolSession, projectToolSettings, toolSettingsOfRow } from "@/lib/tools";
import type { ToolApproval, ToolSession } from "@/lib/tools/types";

/**
 * Where a turn gets its tools: the MCP client's session for a set of servers (lib/tools
 * `openToolSession`) and the project's tool settings. One seam, so tests run a turn against an
 * in-memory session (lib/testing/tool-session.ts) and the turn never knows which.
 */
export interface ProjectToolSettings {
  /** The registered servers the project may use. */
  servers: string[];
  approval: ToolApproval;
  /** A result above this many tokens goes to an automatic aside. */
  asideTokens: number;
}

export const DEFAULT_ASIDE_TOKENS = 2_000;

type Opener = (servers: string[]) => Promise<ToolSession>;
type SettingsReader = (projectId: string) => Promise<ProjectToolSettings | null>;

let testOpener: Opener | null = null;
let testSettings: SettingsReader | null = null;

/** Tests: run turns against this session opener and these settings (null restores the real ones). */
export function setToolSessionsForTests(opener: Opener | null, settings: SettingsReader | null = null): void {
  testOpener = opener;
  testSettings = settings;
}

/** Opens a session over these servers; a server that cannot be reached is in its `errors`. */
export async function openTurnToolSession(
  servers: string[],
  opts: { signal?: AbortSignal } = {},
): Promise<ToolSession> {
  if (testOpener) return testOpener(servers);
  return openToolSession(servers, { signal: opts.signal });
}

/**
 * The project's tool settings (lib/tools: the enabled servers, the approval mode, the aside threshold);
 * `stored`: its columns when the caller read them already (a turn's first read).
 */
export async function readProjectToolSettings(
  projectId: string,
  stored?: ProjectToolRow,
): Promise<ProjectToolSettings | null> {
  if (testSettings) return testSettings(projectId);
  return stored ? toolSettingsOfRow(stored) : projectToolSettings(projectId);
}
