import "server-only";
import type { KtEngine } from "../memory/engine";
import { DEFAULT_CONTENT_TYPES } from "../memory/taxonomy";
import type { KtMetadata } from "../memory/types";
import type { WindowEntry } from "../tree/types";

const ROLE = { user: "User", assistant: "Assistant", note: "Note" } as const;

/**
 * A structured condensation of window entries: the knowledge-tree fields (summary, content types,
 * critical actions, decisions, noteworthy events, about), produced by `engine` and rendered as the
 * Markdown note that compressed branches inherit and condensed merges insert.
 */
export async function condenseEntries(
  entries: WindowEntry[],
  engine: KtEngine,
  taxonomy: readonly string[] = DEFAULT_CONTENT_TYPES,
): Promise<{ note: string; metadata: KtMetadata }> {
  const usable = entries.filter((e) => e.content.trim() !== "" && e.status !== "error" && e.status !== "streaming");
  // Each message under a "### User." heading rather than a "User: ..." prefix: a short first sentence
  // with a prefix reads as a label line ("Date: ...") to the offline engine, which then leaves it out
  // of decisions, actions and events; headings are dropped from its sentences, and the final period
  // keeps the first heading from becoming the summary's title. Models read either form.
  const text = usable.map((e) => `### ${ROLE[e.role]}.\n${e.content}`).join("\n\n");
  const metadata = await engine.summarise({ text, taxonomy });
  return { note: formatCondensedNote(metadata, usable.length), metadata };
}

/** The note's Markdown: a heading, the summary, then each non-empty field as a list. */
export function formatCondensedNote(meta: KtMetadata, messageCount: number): string {
  const section = (title: string, items: string[]) => (items.length ? `\n\n**${title}**\n${items.map((i) => `- ${i}`).join("\n")}` : "");
  return (
    `**Condensed from ${messageCount} message${messageCount === 1 ? "" : "s"}.** ${meta.summary || "(nothing to summarise)"}` +
    (meta.contentTypes.length ? `\n\n*Content types:* ${meta.contentTypes.join(", ")}` : "") +
    section("Decisions", meta.decisions) +
    section("Critical actions", meta.criticalActions) +
    section("Noteworthy events", meta.noteworthyEvents) +
    (meta.about.length ? `\n\n*About:* ${meta.about.join(", ")}` : "")
  );
}
