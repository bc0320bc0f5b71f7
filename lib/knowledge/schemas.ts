import { z } from "zod";

/**
 * Validation rules of the knowledge tree's inputs, shared by lib/knowledge, the server actions
 * (re-exported from lib/actions/schemas.ts) and the command line. Plain zod: safe on the client.
 */

/** Longest question `askProject` accepts, in characters. */
export const MAX_QUESTION_CHARS = 4000;

/** A question for the knowledge tree: trimmed, non-empty, at most 4,000 characters. */
export const questionSchema = z
  .string({ message: "Ask a question." })
  .trim()
  .min(1, "Ask a question.")
  .max(MAX_QUESTION_CHARS, "Keep the question under 4,000 characters.");

/**
 * A project's content-type taxonomy: 1 to 200 types of 1 to 80 characters each, trimmed; duplicates
 * (ignoring case) are dropped, the first spelling kept.
 */
export const contentTypesSchema = z
  .array(
    z
      .string({ message: "A content type is a piece of text." })
      .trim()
      .min(1, "A content type cannot be empty.")
      .max(80, "Keep each content type under 80 characters."),
    { message: "Give the content types as a list." },
  )
  .min(1, "Keep at least one content type.")
  .max(200, "At most 200 content types.")
  .transform(dedupe);

function dedupe(types: string[]): string[] {
  const seen = new Set<string>();
  return types.filter((t) => {
    const key = t.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
