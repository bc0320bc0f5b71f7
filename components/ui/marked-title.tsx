/** A copy's or version's mark at the end of a title: " (2)", " (v3)". */
const MARK = /^(.*\S)(\s\((?:v?\d+)\))$/s;

/**
 * A title cut to one line that keeps its mark: "A very long imported title… (2)", not "A very long
 * imported ti…" (the copy's number was what told it from the original). The text is whole for
 * screen readers and copying; only the visible base is truncated.
 *
 * @example <MarkedTitle title="Quarterly planning notes (2)" className="font-medium" />
 */
export function MarkedTitle({ title, className = "" }: { title: string; className?: string }) {
  const match = MARK.exec(title);
  if (!match) return <span className={`block min-w-0 truncate ${className}`}>{title}</span>;
  return (
    <span className={`flex min-w-0 ${className}`} title={title}>
      <span className="min-w-0 truncate">{match[1]}</span>
      <span className="shrink-0 whitespace-pre">{match[2]}</span>
    </span>
  );
}
