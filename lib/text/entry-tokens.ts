import type { Role } from "@/lib/shared/tree-types";
import { countTokens } from "./count-tokens";
import { entryBlock } from "./entry-block";

/**
 * What a window entry costs in a prompt, in tokens. In the base layer so that lib/db sums a
 * window's size (the graph's token figure) by the same rule as prompt assembly (lib/context) and
 * the memory gauge: one node has one token count everywhere.
 */

const headingCache = new Map<Role, number>();

/** Tokens of an entry's role heading and the blank line before the next block. */
function headingTokens(role: Role): number {
  let heading = headingCache.get(role);
  if (heading === undefined) {
    heading = countTokens(entryBlock({ role, content: "" })) + 1;
    headingCache.set(role, heading);
  }
  return heading;
}

/**
 * Tokens an entry takes in a prompt: its stored count plus its role heading and the blank line
 * before the next block. Additive, so a window's size is a sum and never a re-tokenisation.
 */
export function entryTokens(entry: { role: Role; tokenCount: number }): number {
  return entry.tokenCount + headingTokens(entry.role);
}

/**
 * A node's window size in tokens from per-role totals (as a grouped database query gives them):
 * the same figure as summing `entryTokens` over its prompt entries. The graph node and the memory
 * gauge both show this number, so one node has one token count everywhere.
 *
 * @example
 * windowTokenTotal([{ role: "user", count: 2, tokenCount: 40 }]) // 40 + 2 headings
 */
export function windowTokenTotal(groups: { role: Role; count: number; tokenCount: number }[]): number {
  return groups.reduce((total, g) => total + g.tokenCount + g.count * headingTokens(g.role), 0);
}
