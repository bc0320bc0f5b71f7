/**
 * The two-part development set's questions (`two-part-dev.txt`), read from its file: what
 * eval/real/two-part-dev.ts asks and lib/memory/no-eval-quotes.test.ts keeps out of the code. A line
 * is `[Product] question => key | key`; a key `~none` is a part the documents do not answer.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export type DevQuestion = { product: string; question: string; keys: string[]; absent: number };

/** The set's file. */
export const TWO_PART_DEV_FILE = join(import.meta.dirname, "two-part-dev.txt");

/** The set's questions, read from its text. */
export function readTwoPartDev(text: string = readFileSync(TWO_PART_DEV_FILE, "utf8")): DevQuestion[] {
  return text
    .split("\n")
    .filter((l) => /^\[[^\]]+\] .+ => /.test(l))
    .map((l) => {
      const [, product, rest] = /^\[([^\]]+)\] (.*)$/.exec(l) as RegExpExecArray;
      const [question, keys] = rest.split(" => ");
      const all = keys.split(" | ").map((k) => k.trim());
      return {
        product,
        question: question.trim(),
        keys: all.filter((k) => k !== "~none"),
        absent: all.length - all.filter((k) => k !== "~none").length,
      };
    });
}
