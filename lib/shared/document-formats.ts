/**
 * The document formats Canopy imports, by file extension. Plain and client-safe: the import panel
 * and the composer offer these extensions, and lib/knowledge parses by them.
 */

/** A file format Canopy imports. */
export type DocumentFormat = "md" | "txt" | "json" | "pdf" | "docx" | "html" | "csv" | "man";

const FORMATS: Record<string, DocumentFormat> = {
  md: "md",
  markdown: "md",
  txt: "txt",
  // AsciiDoc is read as text: its "==" section titles and anchor lines are read by the passage reader.
  adoc: "txt",
  asciidoc: "txt",
  json: "json",
  pdf: "pdf",
  docx: "docx",
  html: "html",
  htm: "html",
  csv: "csv",
  // Manual pages (troff), by their section: "rsync.1", "sshd_config.5", "unbound.conf.5.gz".
  ...Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`${i + 1}`, "man" as const])),
  man: "man",
};

/** A manual page's section with its suffix ("3pm", "1ssl", "8n"): a manual page too. */
const MAN_SECTION = /^[1-9][a-z]{1,4}$/;

/** The extensions Canopy imports, for a file input's `accept`: the formats and gzip (`.gz`). */
export const ACCEPTED_EXTENSIONS = [...Object.keys(FORMATS), "gz"].map((ext) => `.${ext}`).join(",");

/**
 * Whether a file is gzip-compressed by its name: "changelog.html.gz", "NEWS.gz" (how Debian ships
 * its documentation, release notes included). Its format is the one inside.
 */
export function isGzipName(name: string): boolean {
  return /\.gz$/i.test(name.trim());
}

/**
 * The format a file name's extension stands for, or null when Canopy does not import it. A gzip
 * file is the format its inner name says ("notes.md.gz": md), and plain text when the inner name
 * has no extension Canopy knows ("changelog.gz", "NEWS.Debian.gz").
 *
 * @example documentFormat("whatsnew.html.gz") // "html"
 */
export function documentFormat(name: string): DocumentFormat | null {
  const gzip = isGzipName(name);
  const match = /\.([a-z0-9]+)$/i.exec(gzip ? name.trim().slice(0, -3) : name.trim());
  const ext = match?.[1].toLowerCase();
  const format = ext === undefined ? null : (FORMATS[ext] ?? (MAN_SECTION.test(ext) ? "man" : null));
  return format ?? (gzip ? "txt" : null);
}

/**
 * The formats Canopy imports, for people: ".md, .txt, .json, .pdf, .docx, .html, .csv or a manual
 * page (.1-.9)" (one extension per format, from the same table as {@link ACCEPTED_EXTENSIONS}).
 * Refusals and hints say this.
 */
export const ACCEPTED_FORMATS_TEXT = (() => {
  // Manual pages last (their section numbers come first among the table's keys).
  const formats = [...new Set(Object.values(FORMATS))].sort((a, b) => +(a === "man") - +(b === "man"));
  const names = formats.map((format) => (format === "man" ? "a manual page (.1-.9)" : `.${format}`));
  return `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
})();
