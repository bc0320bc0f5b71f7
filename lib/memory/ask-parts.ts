import { queryFrame } from "@/lib/extract/query-frame";
import { NO_ANSWER, type NavigationResult } from "./navigate";

/** How one part is asked: the part's question, and whether this is the widened retry for a part missing. */
export type AskPart = (question: string, opts: { widen: boolean; maxAnswer: number }) => Promise<NavigationResult>;

const RANK = { complete: 2, partial: 1, none: 0 } as const;

/**
 * A question asking several things ("What is the default X, and how many Y does Z reserve?"),
 * answered part by part (the parts of its {@link queryFrame}): each part retrieved and answered on
 * its own, then, for a part not answered, a second retrieval widened (the names the other parts
 * give carried into it, more candidates) as the Knowledge Tree seed's multi-path retry does. The
 * answer says which parts were found: "complete" only when every part was, "partial" naming the
 * missing ones, "none" when no part was. A question of one part is asked as it is.
 *
 * @example await askInParts("Who owns Heron, and when does it ship?", (q, o) => askTree(tree, q, engine, { ...o, whole: true }), 1500)
 */
export async function askInParts(question: string, ask: AskPart, maxAnswer = 1500): Promise<NavigationResult> {
  const frame = queryFrame(question);
  if (frame.parts.length < 2) return ask(question, { widen: false, maxAnswer });
  const parts = frame.parts.slice(0, 4);
  // Each part's share of the answer's room, less its heading.
  const room = Math.floor(maxAnswer / parts.length) - 80;
  const results: NavigationResult[] = [];
  for (const part of parts) {
    let r = await ask(part, { widen: false, maxAnswer: room });
    if (r.status !== "complete") {
      // The retry: the names the whole question gives that this part leaves out ("..., and how many
      // does it reserve?": the subject is in the first part), and a wider search.
      const own = new Set(queryFrame(part).names.map((n) => n.toLowerCase()));
      const carried = frame.names.filter((n) => !own.has(n.toLowerCase()));
      const retry = await ask(carried.length > 0 ? `${part} (${carried.join(", ")})` : part, {
        widen: true,
        maxAnswer: room,
      });
      if (RANK[retry.status] > RANK[r.status])
        r = { ...retry, tokensRead: retry.tokensRead + r.tokensRead, trace: [...r.trace, ...retry.trace] };
      else r = { ...r, tokensRead: retry.tokensRead + r.tokensRead };
    }
    results.push(r);
  }
  const found = results.filter((r) => r.status !== "none");
  const missing = parts.filter((_, i) => results[i].status === "none");
  const status: NavigationResult["status"] =
    found.length === 0 ? "none" : results.every((r) => r.status === "complete") ? "complete" : "partial";
  const answer =
    status === "none"
      ? NO_ANSWER
      : [
          ...parts.flatMap((p, i) => (results[i].status === "none" ? [] : [`**${p}**\n\n${results[i].answer}`])),
          ...(missing.length > 0 ? [`The documents do not say: ${missing.join(" ")}`] : []),
        ].join("\n\n");
  return {
    answer,
    status,
    citations: [...new Set(results.flatMap((r) => r.citations))],
    trace: results.flatMap((r) => r.trace),
    tokensRead: results.reduce((a, r) => a + r.tokensRead, 0),
    tokensTotal: results[0].tokensTotal,
    engine: results[0].engine,
    parts: parts.map((p, i) => ({ question: p, status: results[i].status })),
  };
}
