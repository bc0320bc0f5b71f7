import { search } from "@/lib/search";
import { usageError } from "@/cli/args";
import { defineCommand, projectNamed, projectOption } from "@/cli/define";

const USAGE = 'search --project NAME "words"';

/** `search`: full-text search of a project's conversations, branches, messages and documents, best first. */
export const searchCommand = defineCommand({
  name: "search",
  usage: USAGE,
  summary: "search a project's conversations, branches, messages and documents",
  ...projectOption({ limit: { type: "string" } }),
  async run(input, { viewer, values, positionals }) {
    const project = await projectNamed(input.project, viewer, "read");
    const text = positionals.join(" ").trim();
    if (!text) throw usageError("Give the words to search for.", USAGE);
    const limit = values.limit === undefined ? 30 : Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1) throw usageError("--limit is a whole number above 0.", USAGE);
    const hits = await search({ text, projectId: project.id, limit, userId: viewer.userId });
    const data = hits.map((h) => ({
      kind: h.kind,
      conversationId: h.conversationId,
      nodeId: h.nodeId,
      itemId: h.itemId,
      documentId: h.documentId,
      snippet: h.snippet.text,
      highlights: h.snippet.highlights,
      title: h.kind === "document" ? h.documentName : h.kind === "conversation" ? h.conversationTitle : h.nodeTitle,
    }));
    const lines = hits.map((h, i) => {
      const where =
        h.kind === "document"
          ? `document "${h.documentName}"`
          : `${h.kind} in "${h.conversationTitle}" › ${h.nodeTitle}`;
      return `${i + 1}. ${where}\n   ${h.snippet.text}`;
    });
    return {
      data: { hits: data },
      text: hits.length ? lines.join("\n") : `Nothing in "${project.name}" matches "${text}".`,
    };
  },
});
