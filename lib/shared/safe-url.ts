/** `String.fromCharCode`, short: control characters written in a pattern are refused by no-control-regex. */
const char = (code: number) => String.fromCharCode(code);
/** Control characters (U+0000-U+001F), space and DEL: what browsers ignore inside a scheme. */
const SCHEME_NOISE = new RegExp(`[${char(0x00)}-${char(0x20)}${char(0x7f)}]+`, "g");

/**
 * Link safety for rendered Markdown (model output, imported chats): only http(s), mailto and
 * relative or fragment links keep their target; `javascript:`, `data:`, `vbscript:` and any other
 * scheme become inert (no href at all). Pure, used by the client renderer.
 *
 * @example safeHref("javascript:alert(1)") // null
 */
export function safeHref(raw: string | null | undefined): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so do we.
  const value = (raw ?? "").replace(SCHEME_NOISE, "");
  if (value === "") return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) return raw!.trim();
  return scheme === "http" || scheme === "https" || scheme === "mailto" ? raw!.trim() : null;
}

/** Absolute web links open in a new tab; relative and fragment links stay in the page. */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}
