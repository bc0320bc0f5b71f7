import { encode } from "gpt-tokenizer";

/**
 * Token count of a text with the o200k_base encoding (GPT-4o family). Other providers tokenise
 * differently; this is the one yardstick used for budgets and reports, and it is close enough for
 * both.
 */
export function countTokens(text: string): number {
  if (text === "") return 0;
  return encode(text).length;
}
