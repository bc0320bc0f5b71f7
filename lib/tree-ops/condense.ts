import "server-only";
import { engineLabel } from "@/lib/ai/providers";
import { toProviderError } from "@/lib/auth/redact";
import { condense, type CondensedNote } from "@/lib/memory/condense";
import type { KtEngine } from "@/lib/memory/engine";
import { DEFAULT_CONTENT_TYPES } from "@/lib/extract/taxonomy";
import type { WindowEntry } from "@/lib/shared/tree-types";
import { promptEntries } from "@/lib/tree/window";

/**
 * The note that compressed branches inherit and condensed merges insert: every stated fact of
 * `entries` (lib/memory `condense`), by the project's engine, within `budget` tokens. A failing model
 * is a provider error (provider:*, worded for every member: no keys, no addresses), as in a turn.
 *
 * @throws AppError provider:*
 */
export async function condenseEntries(
  entries: WindowEntry[],
  engine: KtEngine,
  opts: { taxonomy?: readonly string[]; budget?: number } = {},
): Promise<CondensedNote> {
  const usable = promptEntries(entries);
  return condense(
    usable.map((e) => ({ id: e.contentItemId, role: e.role, content: e.content })),
    engine,
    { taxonomy: opts.taxonomy ?? DEFAULT_CONTENT_TYPES, budget: opts.budget },
  ).catch((error: unknown) => {
    throw toProviderError(error, { providerName: engineLabel(engine.name) });
  });
}
