/**
 * A fan-out's synthesis note (client-safe): every claim the answers agree on, each disagreement with
 * every answer's value and its source, and the value the user picked. Merged up as a condensed note.
 */

export interface SynthesisInput {
  question: string;
  answers: { nodeId: string; title: string; model: string }[];
  agreed: string[];
  partial?: { text: string; nodeIds: string[] }[];
  differences: { about: string; values: { nodeId: string; value: string }[] }[];
}

/** `picks[i]`: the nodeId whose value the user picked for difference i (missing: none picked). */
export function synthesisNote(input: SynthesisInput, picks: Record<number, string>): string {
  const name = (nodeId: string) => {
    const a = input.answers.find((x) => x.nodeId === nodeId);
    return a ? `${a.title} (${a.model})` : nodeId;
  };
  const blocks = [
    `**Synthesis of ${input.answers.length} answers** to "${input.question}"`,
    input.agreed.length
      ? `**Agreed by every answer**\n${input.agreed.map((a) => `- ${a}`).join("\n")}`
      : "**Agreed by every answer**\n- (no claim was made by all of them)",
  ];
  if (input.partial?.length)
    blocks.push(
      `**Stated by some answers** (none contradicts them)\n${input.partial
        .map((p) => `- ${p.text} (${p.nodeIds.map(name).join(", ")})`)
        .join("\n")}`,
    );
  if (input.differences.length) {
    const lines = input.differences.map((d, i) => {
      const values = d.values.map((v) => `${name(v.nodeId)}: ${v.value}`).join("; ");
      const pick = picks[i];
      const chosen = pick ? d.values.find((v) => v.nodeId === pick) : undefined;
      return `- ${d.about}: ${values}.${chosen ? ` Picked: ${chosen.value} (from ${name(chosen.nodeId)}).` : " No value picked."}`;
    });
    blocks.push(`**Where they differ**\n${lines.join("\n")}`);
  }
  blocks.push(`*Sources:* ${input.answers.map((a) => name(a.nodeId)).join(", ")}.`);
  return blocks.join("\n\n");
}
