/**
 * The prompt of a chat turn is assembled by lib/context (`assembleContext`: system prompt, memory
 * digest, inherited and local entries, recalled memory, the message, within the budget). These
 * re-exports keep the chat's names for the report it stores on each answer.
 */
export type { ContextReport, ContextSection } from "@/lib/context/types";
export type { AssembledContext as AssembledPrompt } from "@/lib/context/plan";
