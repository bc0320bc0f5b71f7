import type { UsageSummary } from "@/lib/context/types";
import { formatTokens } from "@/lib/format";

/**
 * Model usage per purpose: calls, tokens in and out, cached tokens, mean latency, errors. Seven
 * columns fit a phone in small type with two-line headers; if a very large figure still widens it,
 * the table scrolls sideways inside its own region (focusable, so a keyboard can scroll it too).
 */
export function UsageTable({ usage }: { usage: UsageSummary }) {
  const rows = [...usage.purposes, { purpose: "total" as const, ...usage.total }];
  return (
    <div role="region" aria-label="Usage by purpose" tabIndex={0} className="-mx-1 overflow-x-auto px-1">
      <table data-testid="usage-table" className="w-full text-left text-xs tabular-nums sm:text-sm">
        <thead className="text-xs text-stone-500">
          <tr>
            <th className="py-1 font-medium">Purpose</th>
            <th className="py-1 pl-2 text-right font-medium">Calls</th>
            <th className="py-1 pl-2 text-right font-medium">Tokens in</th>
            <th className="py-1 pl-2 text-right font-medium">Tokens out</th>
            <th className="py-1 pl-2 text-right font-medium">Cached</th>
            <th className="py-1 pl-2 text-right font-medium">Avg latency</th>
            <th className="py-1 pl-2 text-right font-medium">Errors</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={r.purpose}
              data-testid="usage-row"
              data-purpose={r.purpose}
              className={`border-t border-stone-100 ${r.purpose === "total" ? "font-semibold" : ""}`}
            >
              <td className="py-1 capitalize">{r.purpose}</td>
              <td className="py-1 pl-2 text-right">{r.calls}</td>
              <td className="py-1 pl-2 text-right">{formatTokens(r.inputTokens)}</td>
              <td className="py-1 pl-2 text-right">{formatTokens(r.outputTokens)}</td>
              <td className="py-1 pl-2 text-right">{formatTokens(r.cachedTokens)}</td>
              <td className="py-1 pl-2 text-right">{r.calls ? `${Math.round(r.avgLatencyMs)} ms` : "–"}</td>
              <td className="py-1 pl-2 text-right">{r.errors}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
