import { describeKnowledge } from "@/lib/knowledge";
import { defineCommand, projectNamed, projectOption } from "@/cli/define";

const USAGE = "kt --project NAME";

/** `kt`: the project's knowledge tree, root first: each node's level, depth, parent, metadata and children. */
export const ktCommand = defineCommand({
  name: "kt",
  usage: USAGE,
  summary: "print a project's knowledge tree",
  ...projectOption(),
  async run(input, { viewer }) {
    const project = await projectNamed(input.project, viewer, "read");
    const view = await describeKnowledge(project.id);
    const nodes = view.nodes.map((n) => ({
      id: n.id,
      level: n.level,
      depth: n.depth,
      parentId: n.parentId,
      metadata: n.metadata,
      children: n.childIds,
      chars: n.chars,
      ...(n.level === "leaf" ? { document: n.documentName } : {}),
    }));
    const lines = view.nodes.map((n) => {
      const indent = "  ".repeat((view.stats.depth - n.depth) | 0);
      const summary = n.metadata.summary.replace(/\s+/g, " ");
      const source = n.documentName ? ` — ${n.documentName}` : "";
      return `${indent}- [${n.level}] ${summary.length > 100 ? `${summary.slice(0, 99)}…` : summary}${source} ${n.id}`;
    });
    const { leaves, branches, depth } = view.stats;
    const text = view.rootId
      ? [
          `Knowledge tree of "${project.name}": ${leaves} leaves, ${branches} branches, depth ${depth} (${view.engine}).`,
          ...lines,
        ].join("\n")
      : `"${project.name}" has no knowledge tree yet: import documents with \`npm run canopy -- import --project "${project.name}" FILE...\`.`;
    return { data: { rootId: view.rootId, nodes }, text };
  },
});
