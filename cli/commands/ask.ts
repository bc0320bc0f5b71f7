import { askKnowledgeSchema } from "@/lib/actions/schemas";
import { ACCESS } from "@/lib/actions/access-specs";
import { askProject } from "@/lib/knowledge";
import { defineCommand, projectNamed, projectOption } from "@/cli/define";

const USAGE = 'ask --project NAME "question"';
const PROJECT = projectOption();

/** `ask`: a question answered by navigating the project's knowledge tree; prints the answer, citations and trace. */
export const askCommand = defineCommand({
  name: "ask",
  usage: USAGE,
  summary: "ask a project's knowledge tree a question",
  ...PROJECT,
  input: (values, positionals) => ({ ...PROJECT.input(values), question: positionals.join(" ") }),
  schema: PROJECT.schema.extend(askKnowledgeSchema.pick({ question: true }).shape),
  async run({ project: name, question }, { viewer }) {
    const project = await projectNamed(name, viewer, ACCESS.askKnowledge);
    const result = await askProject(project.id, question);
    const steps = result.trace.map((s) => {
      const what =
        s.action === "read"
          ? `read leaf ${s.nodeId}: ${s.outcome}`
          : s.action === "choose"
            ? `${s.level} ${s.nodeId} -> ${s.choice}`
            : `back up from ${s.nodeId}`;
      return `  ${what} (${s.reason})`;
    });
    const share =
      result.tokensTotal > 0
        ? ` (${Math.round((100 * result.tokensRead) / result.tokensTotal)}% of ${result.tokensTotal})`
        : "";
    return {
      data: { ...result },
      text: [
        result.answer,
        "",
        `Status: ${result.status}; citations: ${result.citations.join(", ") || "none"}; ${result.tokensRead} tokens read${share}; ${result.engine}.`,
        ...(steps.length ? ["Trace:", ...steps] : []),
      ].join("\n"),
    };
  },
});
