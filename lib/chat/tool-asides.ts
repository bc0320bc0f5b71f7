import "server-only";
import { transaction } from "@/lib/db/client";
import { appendToolItemIn, markToolOutput } from "@/lib/db/queries/tool-calls";
import { condenseOffline } from "@/lib/memory/condense";
import { createBranchesIn } from "@/lib/tree-ops/create-branch";
import { countTokens } from "@/lib/text/count-tokens";
import { toolAsideTitle, type ToolProvenance } from "@/lib/shared/tool-calls";
import { callLabel, toolItemText } from "./tool-items";

/** The condensed note's budget in tokens: the node's window grows by about this much, whatever the result's size. */
export const NOTE_BUDGET_TOKENS = 240;
/** The head of the result the note quotes as it came back. */
const HEAD_CHARS = 300;
/** The part of the result the condenser reads for facts (its cost grows faster than the text: bounded on the turn's path). */
const FACTS_FROM_CHARS = 4_000;

export interface ToolAside {
  asideNodeId: string;
  /** What the node's window receives instead of the whole result. */
  note: string;
}

/**
 * Keeps a large tool result out of a node's window: an automatic volatile aside under the node
 * (branched at the turn's question, owned by the turn's user and session, marked as tool output)
 * holds the call and its whole result, so the user can open it, ask follow-ups there against the
 * full output, merge more of it up or purge it, like any aside. The node receives a condensed note
 * instead (the offline condenser's statements of the result, lib/memory): what was asked, what came
 * back, the facts that matter and a link to the aside.
 *
 * @throws AppError as lib/tree-ops createBranch (conflict:volatile_parent: a turn inside an aside keeps its results whole)
 */
export async function keepResultAside(input: {
  nodeId: string;
  questionItemId: string;
  ownerId: string | null;
  sessionId: string | null;
  tool: ToolProvenance;
  result: string;
}): Promise<ToolAside> {
  const { tool, result } = input;
  const label = callLabel(tool);
  const asideNodeId = await transaction(async (tx) => {
    const [aside] = await createBranchesIn(tx, input.nodeId, [
      {
        policy: "none",
        kind: "volatile",
        title: toolAsideTitle(tool),
        fromItemId: input.questionItemId,
        ownerId: input.ownerId ?? undefined,
        sessionId: input.sessionId ?? undefined,
        opening: [
          {
            role: "note",
            content: `The whole output of the tool call ${label}, kept apart from the conversation. Ask about it here.`,
            tokenCount: 0,
          },
        ],
      },
    ]);
    await markToolOutput(tx, aside.nodeId);
    const whole = toolItemText(tool, result);
    await appendToolItemIn(tx, aside.nodeId, {
      content: whole,
      tokenCount: countTokens(whole),
      tool: { ...tool, asideNodeId: null },
    });
    return aside.nodeId;
  });
  return { asideNodeId, note: condensedNote(tool, result) };
}

/**
 * The note a node keeps of a result held in an aside: bounded by {@link NOTE_BUDGET_TOKENS} whatever
 * the result's size. It names the aside by its title (what the graph and the chat show; the call's
 * card turns it into a link to the aside, whose id is the call's `asideNodeId`).
 */
export function condensedNote(tool: ToolProvenance, result: string): string {
  const tokens = countTokens(result);
  const head = result.length > HEAD_CHARS ? `${result.slice(0, HEAD_CHARS).trimEnd()}…` : result;
  const facts = condenseOffline([{ id: "result", role: "assistant", content: result.slice(0, FACTS_FROM_CHARS) }], {
    budget: NOTE_BUDGET_TOKENS / 2,
  });
  const lines = [
    `The result (${tokens.toLocaleString("en")} tokens, ${result.length.toLocaleString("en")} characters) is kept whole in the aside "${toolAsideTitle(tool)}"; open it to ask about the full output.`,
    `It begins: ${head.replace(/\s+/g, " ")}`,
    facts.kept > 0 ? `Facts: ${facts.note.replace(/^\*\*Condensed from[^*]*\*\*\s*/, "")}` : "",
  ].filter(Boolean);
  let note = lines.join("\n");
  // The bound holds whatever the condenser kept: cut at the budget (about 4 characters a token).
  while (countTokens(note) > NOTE_BUDGET_TOKENS) note = `${note.slice(0, Math.floor(note.length * 0.85)).trimEnd()}…`;
  return note;
}
