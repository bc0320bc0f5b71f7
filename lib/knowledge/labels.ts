import type { KnowledgeTree, KtNode } from "@/lib/memory/types";

const CONTINUED = " (continued)";
const LABEL_CHARS = 90;

/** A leaf summary's title (before " — ", without a carried " (continued)") and its lead sentence (after it). */
function parts(summary: string): { title: string; lead: string } {
  const [title = "", ...lead] = summary.split(" · ")[0]!.split(" — ");
  return {
    title: title.endsWith(CONTINUED) ? title.slice(0, -CONTINUED.length) : title,
    lead: lead.join(" — "),
  };
}

const clip = (text: string) => (text.length > LABEL_CHARS ? `${text.slice(0, LABEL_CHARS - 1).trimEnd()}…` : text);

/**
 * The knowledge browser's label of every node (issue 38, finding 8: the branches of a manual were
 * all "bzip2 and libbzip2, version 1.0.8 (continued)"), in words that tell siblings apart, from the
 * stored summaries only (the tree and retrieval are unchanged):
 * - a leaf: its title, or, when other leaves carry the same title (the chunks of one document), the
 *   sentence that leads its summary, i.e. what that part covers;
 * - a branch or the root: the span it covers, its first leaf's label "…" its last leaf's.
 */
export function nodeLabels(tree: KnowledgeTree): Map<string, string> {
  const leaves = Object.values(tree.nodes).filter((n) => n.level === "leaf");
  const titles = new Map<string, number>();
  for (const leaf of leaves) {
    const { title } = parts(leaf.metadata.summary);
    titles.set(title, (titles.get(title) ?? 0) + 1);
  }
  const labels = new Map<string, string>();
  for (const leaf of leaves) {
    const { title, lead } = parts(leaf.metadata.summary);
    labels.set(leaf.id, clip((titles.get(title) ?? 0) > 1 && lead ? lead : title || lead));
  }
  const edge = (node: KtNode | undefined, last: boolean): KtNode | undefined => {
    while (node && node.level !== "leaf" && node.childIds.length > 0)
      node = tree.nodes[last ? node.childIds[node.childIds.length - 1]! : node.childIds[0]!];
    return node;
  };
  for (const node of Object.values(tree.nodes)) {
    if (node.level === "leaf") continue;
    const first = labels.get(edge(node, false)?.id ?? "");
    const last = labels.get(edge(node, true)?.id ?? "");
    if (first) labels.set(node.id, first === last || !last ? first : `${first} … ${last}`);
  }
  return labels;
}

/**
 * A node's stored summary as its card shows it: a branch's summary lists its children's titles
 * joined by " · ", and the chunks of one document all carry its title with " (continued)": the
 * card names each title once, without the mark (the stored summary is unchanged).
 */
export function cardSummary(summary: string): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const segment of summary.split(" · ")) {
    const [title = "", ...rest] = segment.split(" — ");
    const plain = title.endsWith(CONTINUED) ? title.slice(0, -CONTINUED.length) : title;
    const text = [plain, ...rest].join(" — ");
    if (rest.length === 0 && seen.has(plain)) continue;
    seen.add(plain);
    out.push(text);
  }
  return out.join(" · ");
}
