/**
 * The document formats Canopy imports, by file extension; any other file is read as plain text when
 * its content is text (a README, a .conf, a .yaml). Plain and client-safe: the import panel and the
 * composer name these formats, and lib/knowledge parses by them.
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
  // reStructuredText too: its over- and underlined section titles are read by the passage reader.
  rst: "txt",
  rest: "txt",
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
  const ext = extensionOf(gzip ? name.trim().slice(0, -3) : name);
  const format = ext === undefined ? null : (FORMATS[ext] ?? (MAN_SECTION.test(ext) ? "man" : null));
  return format ?? (gzip ? "txt" : null);
}

/**
 * Extensions of files that are never text (office documents other than .docx, images, archives,
 * audio and video, programs): refused by name, with the formats Canopy imports, rather than read.
 */
const NOT_TEXT = new Set(
  `doc dot ppt pptx pps ppsx xls xlsx xlsm odt ods odp odg rtf epub mobi pages key numbers
   png jpg jpeg gif webp bmp tif tiff ico heic avif psd
   zip tar tgz tbz2 txz 7z rar bz2 xz zst lz lzma cab iso dmg deb rpm apk jar war
   mp3 wav ogg oga flac aac m4a opus mp4 m4v mov avi mkv webm wmv
   exe dll so dylib bin o a class pyc wasm woff woff2 ttf otf eot sqlite db`.split(/\s+/),
);

/**
 * The format a file is imported as: its extension's ({@link documentFormat}); else plain text
 * ("README", "README.Debian", "jail.conf", "config.yaml"), the parser refusing content that is not
 * text; null for an extension that is never text ({@link NOT_TEXT}: "slides.pptx", "photo.png").
 *
 * @example importFormat("README.Debian") // "txt"
 */
export function importFormat(name: string): DocumentFormat | null {
  const known = documentFormat(name);
  if (known) return known;
  const ext = extensionOf(name);
  return ext !== undefined && NOT_TEXT.has(ext) ? null : "txt";
}

/** A file name's extension, lowercase ("Guide.HTM": "htm"), or undefined when it has none ("README"). */
function extensionOf(name: string): string | undefined {
  return /\.([a-z0-9]+)$/i.exec(name.trim())?.[1].toLowerCase();
}

/**
 * The formats Canopy imports, for people: ".md, .txt, .json, .pdf, .docx, .html, .csv, a manual
 * page (.1-.9) or any other plain-text file" (one extension per format, from the table
 * {@link documentFormat} reads). Refusals and hints say this.
 */
export const ACCEPTED_FORMATS_TEXT = (() => {
  // Manual pages last (their section numbers come first among the table's keys).
  const formats = [...new Set(Object.values(FORMATS))].sort((a, b) => +(a === "man") - +(b === "man"));
  const names = formats.map((format) => (format === "man" ? "a manual page (.1-.9)" : `.${format}`));
  return `${names.join(", ")} or any other plain-text file`;
})();
