import { conversationIdSchema } from "@/lib/actions/schemas";
import { readTree } from "@/lib/graph/tree-load";
import { readerOf } from "@/lib/auth/access";
import { defineCommand } from "@/cli/define";

const USAGE = "tree --conversation ID";
const OPTIONS = { conversation: { type: "string" } } as const;

/** `tree`: a conversation's nodes, with branch edges (parent -> child) and merge edges (child -> parent). */
export const treeCommand = defineCommand({
  name: "tree",
  usage: USAGE,
  summary: "print a conversation's nodes and edges",
  flags: OPTIONS,
  required: ["conversation"],
  input: (values) => ({ conversationId: values.conversation }),
  schema: conversationIdSchema,
  access: ({ conversationId }) => ({ conversationId }),
  need: "read",
  async run({ conversationId }, { viewer, role }) {
    const tree = await readTree({ read: "tree", conversationId, reader: readerOf({ viewer, role }), packed: null });
    const nodes = tree.nodes.map((n) => ({
      id: n.id,
      parentId: n.parentId,
      kind: n.kind,
      status: n.status,
      title: n.title,
    }));
    const edges = [
      ...nodes.flatMap((n) => (n.parentId ? [{ source: n.parentId, target: n.id, type: "branch" as const }] : [])),
      ...tree.merges.map((m) => ({
        source: m.childId,
        target: m.parentId,
        type: "merge" as const,
        // The merge check's conflicts, when it found any (unresolved ones mark the graph's edge).
        ...(m.conflicts ? { conflicts: m.conflicts } : {}),
      })),
    ];
    return { data: { nodes, edges }, text: outline(nodes) };
  },
});

type Row = { id: string; parentId: string | null; kind: string; status: string; title: string };

/** The tree as indented lines, children under their parent. */
function outline(nodes: Row[]): string {
  const lines: string[] = [];
  const visit = (parentId: string | null, depth: number) => {
    for (const n of nodes.filter((x) => x.parentId === parentId)) {
      lines.push(`${"  ".repeat(depth)}- ${n.title} [${n.kind}${n.status === "open" ? "" : `, ${n.status}`}] ${n.id}`);
      visit(n.id, depth + 1);
    }
  };
  visit(null, 0);
  return lines.join("\n");
}
