import { askKnowledgeSchema } from "../../lib/actions/schemas";
import { askProject } from "../../lib/knowledge";
import { parseFlags, required, validate } from "../args";
import type { Command } from "../command";
import { projectNamed } from "./import";

const USAGE = 'ask --project NAME "question"';
const OPTIONS = { project: { type: "string" } } as const;

/** `ask`: a question answered by navigating the project's knowledge tree; prints the answer, citations and trace. */
export const askCommand: Command = {
  name: "ask",
  usage: USAGE,
  summary: "ask a project's knowledge tree a question",
  async run(argv) {
    const { values, positionals } = parseFlags(argv, OPTIONS, USAGE);
    const project = await projectNamed(required(values.project, "--project", USAGE));
    const { question } = validate(askKnowledgeSchema.pick({ question: true }), { question: positionals.join(" ") });
    const result = await askProject(project.id, question);
    const steps = result.trace.map((s) => {
      const what = s.action === "read" ? `read leaf ${s.nodeId}: ${s.outcome}` : s.action === "choose" ? `${s.level} ${s.nodeId} -> ${s.choice}` : `back up from ${s.nodeId}`;
      return `  ${what} (${s.reason})`;
    });
    const share = result.tokensTotal > 0 ? ` (${Math.round((100 * result.tokensRead) / result.tokensTotal)}% of ${result.tokensTotal})` : "";
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
};
