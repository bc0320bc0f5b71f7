import type { KtChooseContext, KtOption } from "./engine";
import type { KtMetadata } from "./types";

/**
 * The three knowledge-tree prompts, adapted from the seed's appendix (A.1 summarisation, A.2
 * navigation, A.3 leaf answer), and the one rendering of metadata that both the prompts and the
 * navigation's token accounting use.
 */

const LEVELS = "[Root, Branch, Leaf]";

/** Metadata as navigation presents it: one field a line, "None" for an empty list. */
export function formatMetadata(meta: KtMetadata, indent = ""): string {
  const list = (xs: string[]) => (xs.length === 0 ? "None" : xs.map((x) => JSON.stringify(x)).join(", "));
  return [
    `Summary: ${JSON.stringify(meta.summary)}`,
    `Content Types: [${meta.contentTypes.join(", ")}]`,
    `Critical Actions: ${list(meta.criticalActions)}`,
    `Decisions: ${list(meta.decisions)}`,
    `Noteworthy Events: ${list(meta.noteworthyEvents)}`,
    `About: [${meta.about.join(", ")}]`,
  ]
    .map((line) => `${indent}${line}`)
    .join("\n");
}

/** A.1: structured metadata of a leaf's chunk, or of a branch from its children's metadata. */
export function summarisePrompt(input: {
  level: "Leaf" | "Branch" | "Root";
  content: string;
  taxonomy: readonly string[];
}): string {
  return `Instruction: |
  Evaluate content and extract structured metadata.
  Return JSON only, with the fields summary, contentTypes, criticalActions, decisions, noteworthyEvents, about.
Context Explanation:
  Strategy: |
    Build a memory tree that condenses long texts into structured summaries, enabling guided
    navigation to segments relevant to user queries.
  Memory Tree Details:
    Total Levels: ${LEVELS}
    Current Level: ${input.level}
${input.level === "Leaf" ? "" : "    The content below is the metadata of this node's children; aggregate it.\n"}Field Explanations:
  summary: Concise overview of the content; keep specific names, identifiers and figures.
  contentTypes: |
    Categorize content using the taxonomy. Avoid over-tagging; prefer high-level types when
    multiple apply. Introduce a new type only if none fits.
  criticalActions: Action items, tasks, TODOs, if any (empty list otherwise).
  decisions: Choices made, commitments, if any (empty list otherwise).
  noteworthyEvents: Important occurrences, with dates when given, if any (empty list otherwise).
  about: |
    Should help traverse the memory tree easily. List everything mentioned or discussed in the
    current content - entities, topics, people, systems, identifiers such as ticket keys.
Possible Content Types:
${input.taxonomy.map((t) => `  - ${t}`).join("\n")}
Content: |
${indent(input.content, "  ")}`;
}

/** A.2: pick the child with the highest potential to answer the question. */
export function choosePrompt(input: { query: string; options: KtOption[]; context?: KtChooseContext }): string {
  const ctx = input.context ?? {};
  const selected = ctx.selected ? `Selected Branch:\n${formatMetadata(ctx.selected, "  ")}\n` : "";
  const options = input.options.map((o) => `  - Index: ${o.index}\n${formatMetadata(o.metadata, "    ")}`).join("\n");
  return `Instruction: |
  The user has asked a question related to the project. Evaluate the options and select the option
  index with highest potential to answer the user's question.
  Don't worry about options not fully answering the question.
  Consider 'Content Types', 'Critical Actions', 'Noteworthy Events', 'Decisions' and 'About' to
  determine each option's potential. Your response will be used to navigate further down the tree.
  Return JSON only, with the fields selectedOptionIndex (one of the indexes below) and selectionReason.
Memory Tree Details:
  Total Levels: ${LEVELS}
  Current Level: ${ctx.level === "leaf" ? "Leaf" : "Branch"}
Project Context:
  Project Name: ${ctx.projectName ?? "(unnamed)"}
  Project Root Summary: ${JSON.stringify(ctx.rootSummary ?? "")}
${selected}Options:
${options}
Question: ${input.query}`;
}

/** A.3: answer from a leaf's raw text, saying whether the answer is partial or absent. */
export function answerPrompt(input: { query: string; text: string }): string {
  return `Instruction: |
  You are a knowledge assistant. Answer the user's question based on the provided context.
  Determine the completeness of your answer:
  - Set partialAnswer to true if any part of the question remains unanswered due to insufficient context.
  - Set noAnswer to true only if you cannot provide any response based on the context.
Answer Requirements: |
  Write a full, conversational answer in the answer field (null when there is no answer).
  Ensure all parts of the user's question are addressed. Quote identifiers and figures exactly.
Response Format: JSON with the fields answer, noAnswer, partialAnswer.
Context: |
${indent(input.text, "  ")}
Question: ${input.query}
Partial Answer Explained: |
  Set to true if the provided context is not sufficient to completely satisfy ALL aspects of the
  user's question, or if required information is missing. If any sub-question remains unanswered,
  set to true.
No Answer Explained: |
  Set to true ONLY if the provided context does not allow for any form of answer whatsoever.`;
}

function indent(text: string, pad: string): string {
  return text
    .split("\n")
    .map((line) => `${pad}${line}`)
    .join("\n");
}
