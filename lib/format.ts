/** Small display helpers shared by server and client components. */

/** "just now", "5 min ago", "3 h ago", else a short date. Deterministic for a given `now`. */
export function formatWhen(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const seconds = Math.round((now.getTime() - then.getTime()) / 1000);
  if (seconds < 45) return "just now";
  if (seconds < 3600) return `${Math.round(seconds / 60)} min ago`;
  if (seconds < 86_400) return `${Math.round(seconds / 3600)} h ago`;
  return then.toLocaleDateString("en", { year: "numeric", month: "short", day: "numeric" });
}

/** 1234 -> "1.2k", 950 -> "950". */
export function formatTokens(count: number): string {
  if (count < 1000) return String(count);
  if (count < 100_000) return `${(count / 1000).toFixed(1).replace(/\.0$/, "")}k`;
  return `${Math.round(count / 1000)}k`;
}

/**
 * A count with its noun in the right number: "1 step", "3 steps", "1 leaf", "2 leaves".
 *
 * @example
 * plural(1, "step"); // "1 step"
 * plural(2, "leaf", "leaves"); // "2 leaves"
 */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString("en")} ${count === 1 ? one : many}`;
}

const CHAT_FORMATS: Record<string, string> = { canopy: "Canopy", chatgpt: "ChatGPT", claude: "Claude" };

/** The name of a chat export format, for people: "chatgpt" -> "ChatGPT". */
export function chatFormatLabel(format: string): string {
  return CHAT_FORMATS[format] ?? format;
}
