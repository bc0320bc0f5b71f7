import type { UsageSummary } from "@/lib/context/types";
import { formatTokens } from "@/lib/format";

/**
 * Model usage per purpose: calls, tokens in and out, cached tokens, mean latency, errors. Seven
 * columns fit a 360 px phone in small type with short headers (the full ones stay for screen
 * readers); if a very large figure still widens it, the table scrolls sideways inside its own
 * region (focusable, so a keyboard can scroll it too).
 */
export function UsageTable({ usage }: { usage: UsageSummary }) {
  const rows = [...usage.purposes, { purpose: "total" as const, ...usage.total }];
  return (
    <div role="region" aria-label="Usage by purpose" tabIndex={0} className="-mx-1 overflow-x-auto px-1">
      <table data-testid="usage-table" className="w-full text-left text-xs tabular-nums sm:text-sm">
        <thead className="text-xs text-stone-500">
          <tr>
            <th className="py-1 font-medium">Purpose</th>
            <NumberHeader label="Calls" />
            <NumberHeader label="Tokens in" short="In" />
            <NumberHeader label="Tokens out" short="Out" />
            <NumberHeader label="Cached" />
            <NumberHeader label="Avg latency" short="Latency" />
            <NumberHeader label="Errors" short="Err" />
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
              <td className="py-1 pl-1.5 text-right sm:pl-2">{r.calls}</td>
              <td className="py-1 pl-1.5 text-right sm:pl-2">{formatTokens(r.inputTokens)}</td>
              <td className="py-1 pl-1.5 text-right sm:pl-2">{formatTokens(r.outputTokens)}</td>
              <td className="py-1 pl-1.5 text-right sm:pl-2">{formatTokens(r.cachedTokens)}</td>
              <td className="py-1 pl-1.5 text-right sm:pl-2">
                {r.calls ? `${Math.round(r.avgLatencyMs)}\u00a0ms` : "–"}
              </td>
              <td className="py-1 pl-1.5 text-right sm:pl-2">{r.errors}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A right-aligned column header; below sm it shows `short`, the full label stays for screen readers. */
function NumberHeader({ label, short }: { label: string; short?: string }) {
  return (
    <th className="py-1 pl-1.5 text-right font-medium sm:pl-2">
      {short ? (
        <>
          <span aria-hidden className="sm:hidden">
            {short}
          </span>
          <span className="max-sm:sr-only">{label}</span>
        </>
      ) : (
        label
      )}
    </th>
  );
}
