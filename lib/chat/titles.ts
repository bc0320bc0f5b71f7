import "server-only";
import { generateText } from "ai";
import { DEFAULT_MODEL_ID, getLanguageModel } from "@/lib/ai/providers";
import { UNTITLED } from "@/lib/db/queries/conversations";
import { setTitleIfUnchanged } from "@/lib/db/queries/titles";
import { stripEdges, trimEndWhere } from "@/lib/text/edges";
import { recordUsage } from "@/lib/db/queries/usage";
import { PLACEHOLDER_TITLES } from "@/lib/tree/branch";
import { countTokens } from "@/lib/text/count-tokens";
import { asideTitle, titleFromPrompt } from "@/lib/shared/title-text";

export { titleFromPrompt };

const PLACEHOLDERS = new Set<string>([UNTITLED, PLACEHOLDER_TITLES.branch, PLACEHOLDER_TITLES.volatile]);

/** True for the titles a node gets when nobody named it (it is named after its opening prompt). */
export function isPlaceholderTitle(title: string): boolean {
  return PLACEHOLDERS.has(title);
}

export interface TitleTarget {
  id: string;
  conversationId: string;
  projectId: string;
  parentId: string | null;
  kind: string;
  title: string;
}

/**
 * Names an unnamed node after its opening prompt (a root names its conversation too). Returns the
 * title given, or null when the node already had a real title (the user's or an earlier message's).
 */
export async function nameAfterOpeningPrompt(node: TitleTarget, prompt: string): Promise<string | null> {
  if (!isPlaceholderTitle(node.title)) return null;
  const base = titleFromPrompt(prompt);
  const title = node.kind === "volatile" ? asideTitle(base) : base;
  await setTitleIf(node, node.title, title);
  return title;
}

/**
 * Replaces a heuristic title with one the project's model writes, when a real model is configured.
 * Keeps the heuristic title when the model fails, answers nothing usable, or the title changed
 * meanwhile (the user renamed the node). The offline engine writes no titles.
 */
export async function refineTitleWithModel(
  node: TitleTarget,
  heuristic: string,
  prompt: string,
  model: string,
): Promise<string | null> {
  if (model === DEFAULT_MODEL_ID) return null;
  const started = Date.now();
  try {
    const { text, usage } = await generateText({
      model: getLanguageModel(model),
      system: TITLE_PROMPT,
      prompt: prompt.slice(0, 4000),
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(15_000),
    });
    await recordUsage({
      projectId: node.projectId,
      conversationId: node.conversationId,
      nodeId: node.id,
      purpose: "summarise",
      model,
      inputTokens: usage.inputTokens ?? countTokens(prompt),
      outputTokens: usage.outputTokens ?? countTokens(text),
      cachedTokens: 0,
      latencyMs: Date.now() - started,
      outcome: "ok",
    });
    const cleaned = cleanModelTitle(text);
    if (!cleaned) return null;
    const title = node.kind === "volatile" ? asideTitle(cleaned) : cleaned;
    return (await setTitleIf(node, heuristic, title)) ? title : null;
  } catch {
    // A title is a nicety: the heuristic one stays.
    return null;
  }
}

export const TITLE_PROMPT =
  "Write a short title (at most 6 words) for a conversation branch that opens with the user's message below. " +
  "Answer with the title only: no quotes, no trailing punctuation, no preamble.";

/** A model's title without quotes, markup, "Title:" prefixes or trailing punctuation; null if empty. */
export function cleanModelTitle(text: string): string | null {
  const line =
    text
      .split("\n")
      .map((l) => l.trim())
      .find(Boolean) ?? "";
  const stripped = line.replace(/[*_`#"“”]/g, "").replace(/^title\s*:\s*/i, "");
  const unquoted = stripEdges(stripped, "'‘’", "'‘’");
  const cleaned = trimEndWhere(unquoted, (c) => ".!?:;,".includes(c) || /\s/.test(c))
    .trim()
    .split(/\s+/)
    .slice(0, 8)
    .join(" ")
    .slice(0, 80);
  return cleaned || null;
}

/** Sets the title unless it changed from `expected` meanwhile; a root names its conversation too. */
function setTitleIf(node: TitleTarget, expected: string, title: string): Promise<boolean> {
  return setTitleIfUnchanged(
    { nodeId: node.id, conversationId: node.conversationId, isRoot: node.parentId === null },
    expected,
    title,
  );
}
