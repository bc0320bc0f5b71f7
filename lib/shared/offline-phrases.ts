/**
 * Fixed phrases of the offline engine's replies (lib/extract/answer.ts writes them). Plain and
 * client-safe: titles drop them (./title-text.ts), tests and the UI match them.
 */
export const OFFLINE_PHRASES = {
  found: "From this branch's context:",
  relatedToStatement: "Noted. Related in this branch's context:",
  noted: "Noted. I'll keep this in this branch's context for later questions.",
  unknownPrefix: "I don't know: nothing in this branch's context",
  /** Heads the parts of a question no passage answers, after the quotes answering the others. */
  partPrefix: "Not found in this branch's context for",
  empty: "There is nothing to answer yet: the last message is empty.",
} as const;

/** What the offline engine is, said where it answers (the empty chat, its first answer, its badge). */
export const OFFLINE_ENGINE_NOTICE =
  "Offline engine: answers by quoting your conversation and documents. Connect a model for real answers.";
