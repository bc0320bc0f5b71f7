import iconv from "iconv-lite";
import { AppError, isAppError } from "@/lib/errors";
import { chatBlocks, readChatExport } from "./chat-export";
import { manToMarkdown } from "./parse-man";
import { markdownText } from "./parse-markdown";
import { ACCEPTED_FORMATS_TEXT, importFormat, isGzipName } from "@/lib/shared/document-formats";
import { stripNul, stripNulDeep } from "@/lib/shared/text-input";
import type { DocumentFormat, ImportFile, ImportProgress, ParsedDocument } from "./types";

/**
 * Turning uploaded files into text. Pure (no server-only imports): the UI may call
 * `parseDocument` to check a file before uploading it; the server parses again regardless.
 */

/** A line only troff writes: a page's title or section request, a link to another page, a comment. */
const MAN_REQUEST = /^(?:\.(?:TH|Dd|Dt|SH|Sh|so)\b|\.\\")/m;

/** Largest file accepted, in bytes (5 MB). */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
/** Most files in one import. */
export const MAX_IMPORT_FILES = 200;
/** Longest document name kept (longer names are cut). */
export const MAX_DOCUMENT_NAME = 200;

/** Formats read by the document parsers of `read-documents.ts` (server side), not by {@link parseDocument}. */
export const RICH_FORMATS: readonly DocumentFormat[] = ["pdf", "docx", "html", "csv"];

const invalid = (message: string) => new AppError("invalid:document", message);

/**
 * The error for a file over {@link MAX_DOCUMENT_BYTES} (too_large:document, 413), for callers that
 * check the size before reading.
 */
export function tooLarge(name: string, bytes: number): AppError {
  return new AppError(
    "too_large:document",
    `"${name}" is ${(bytes / 1024 / 1024).toFixed(1)} MB; files of at most 5 MB can be imported. Split it into smaller files.`,
  );
}

/**
 * A file's text, ready to chunk: .md, .markdown and .txt as UTF-8; .json as a chat export (see
 * `readChatExport`), written out as "### User\n\ncontent" blocks separated by blank lines. A gzip
 * file's content must be given unpacked (`opts.unpacked`, by `readDocument`).
 *
 * @throws AppError too_large:document over 5 MB; invalid:document — unknown extension, binary (NUL
 * bytes, mostly 8-bit bytes that are not UTF-8), malformed JSON, an unknown JSON shape or a chat
 * export with a wrong-typed field, or no text at all; the message names the file.
 *
 * @example parseDocument("notes.md", bytes) // { name: "notes.md", format: "md", text: "# Notes\n..." }
 */
export function parseDocument(
  name: string,
  content: Uint8Array | string,
  opts: { unpacked?: boolean } = {},
): ParsedDocument {
  const { name: clean, format: named } = checkDocumentFile(name, content);
  if (RICH_FORMATS.includes(named))
    throw invalid(`"${clean}" is a ${named.toUpperCase()} document: read it with readDocuments (server side).`);
  if (isGzipName(clean) && !opts.unpacked)
    throw invalid(`"${clean}" is compressed: read it with readDocuments (server side), which unpacks it.`);
  const raw = decode(clean, content).replace(/\r\n?/g, "\n");
  // A name like a manual page's ("changelog.Debian.pre-0.27.1.gz") on text with none of a page's requests is text.
  const format = named === "man" && !MAN_REQUEST.test(raw) ? "txt" : named;

  if (format !== "json") {
    // A manual page's troff is read as Markdown (headings, terms, tables; ./parse-man.ts); Markdown's
    // raw HTML as a renderer shows it (./parse-markdown.ts).
    const text = (format === "man" ? manToMarkdown(raw) : format === "md" ? markdownText(raw) : raw).trimEnd();
    if (text.trim() === "") throw invalid(`"${clean}" is empty: there is no text to import.`);
    return { name: clean, format, text };
  }

  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw invalid(`"${clean}" is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  let conversations: ReturnType<typeof readChatExport>;
  try {
    conversations = readChatExport(value);
  } catch (error) {
    // A chat export with a wrong-typed field (lib/transfer/formats.ts): refused, naming the file.
    if (isAppError(error)) throw invalid(`"${clean}": ${error.message}`);
    throw error;
  }
  if (!conversations) {
    throw invalid(
      `"${clean}" is JSON but not a chat export Canopy can read: expected a list of {role, content} messages, {messages: [...]}, or a ChatGPT export.`,
    );
  }
  const units = chatBlocks(
    conversations.map((c) => ({
      ...c,
      messages: c.messages.map((m) => ({ ...m, text: m.text.replace(/\r\n?/g, "\n") })),
    })),
  );
  if (units.length === 0) throw invalid(`"${clean}" has no messages with text: there is nothing to import.`);
  // A JSON string may spell a NUL ("\u0000"): removed like every NUL from outside.
  return stripNulDeep({ name: clean, format, text: units.join("\n\n"), units });
}

/**
 * A file's clean name and format, after the checks every format shares: an extension that can be
 * text and at most 5 MB. A name without a format's extension ("README", "jail.conf") is plain text;
 * {@link decode} refuses content that is not.
 *
 * @throws AppError invalid:document (an extension never text: "slides.pptx"), too_large:document (over 5 MB)
 */
export function checkDocumentFile(
  name: string,
  content: Uint8Array | string,
): { name: string; format: DocumentFormat } {
  const clean = cleanName(name);
  const format = importFormat(clean);
  if (!format) {
    throw invalid(
      `"${clean}" is not a file Canopy can import: use ${ACCEPTED_FORMATS_TEXT} (.json: chat exports), each also gzip-compressed (.gz).`,
    );
  }
  const bytes = typeof content === "string" ? utf8Length(content) : content.byteLength;
  if (bytes > MAX_DOCUMENT_BYTES) throw tooLarge(clean, bytes);
  return { name: clean, format };
}

/**
 * Parses every file of an import before anything is written: one bad file refuses the whole import.
 * Reports a "parse" progress step per file.
 *
 * @throws AppError invalid:document — no files, too many, or a file `parseDocument` refuses.
 */
export function parseDocuments(files: ImportFile[], onProgress?: (p: ImportProgress) => void): ParsedDocument[] {
  if (files.length === 0) throw invalid("Choose at least one file to import.");
  if (files.length > MAX_IMPORT_FILES)
    throw invalid(`Import at most ${MAX_IMPORT_FILES} files at a time (${files.length} were given).`);
  return files.map((file, i) => {
    const doc = parseDocument(file.name, file.content);
    onProgress?.({ phase: "parse", done: i + 1, total: files.length });
    return doc;
  });
}

/** The base name of a path, trimmed and cut to a sane length; "document" when nothing is left. */
function cleanName(name: string): string {
  const base = stripNul(name).split(/[\\/]/).pop()?.trim() ?? "";
  if (base === "") return "document";
  return base.length > MAX_DOCUMENT_NAME ? `${base.slice(0, MAX_DOCUMENT_NAME - 10)}…${base.slice(-9)}` : base;
}

/** Bytes of `text` in UTF-8, without encoding it when it is clearly small enough. */
function utf8Length(text: string): number {
  return text.length * 3 <= MAX_DOCUMENT_BYTES ? text.length : new TextEncoder().encode(text).byteLength;
}

/** `String.fromCharCode`, short: control characters written in a pattern are refused by no-control-regex. */
const char = (code: number) => String.fromCharCode(code);
/** The control characters of binary content: U+0001-U+0008, U+000E-U+001F and DEL (not tab, newline, CR...). */
const BINARY_CONTROLS = new RegExp(`[${char(0x01)}-${char(0x08)}${char(0x0e)}-${char(0x1f)}${char(0x7f)}]`, "g");

/**
 * Bytes that are not UTF-8, read line by line: a line that is UTF-8 as such, any other as
 * Windows-1252, the 8-bit code page older text files are written in (Latin-1's letters, with curly
 * quotes and dashes at 0x80-0x9F; iconv-lite, because Node 20's TextDecoder reads that label as plain
 * Latin-1). An upstream changelog naming "José" in 2009 is text, not binary, and one whose later
 * entries were written in UTF-8 reads right in both. Null when more than a quarter of the bytes are
 * 8-bit: text in such a code page is mostly ASCII even in French or German, so that much is data.
 */
function legacyText(content: Uint8Array): string | null {
  let high = 0;
  for (const byte of content) if (byte >= 0x80) high++;
  if (high * 4 > content.length) return null;
  const utf8 = new TextDecoder("utf-8", { fatal: true });
  const lines: string[] = [];
  for (let start = 0; start <= content.length;) {
    const newline = content.indexOf(0x0a, start);
    const end = newline < 0 ? content.length : newline;
    const line = content.subarray(start, end);
    try {
      lines.push(utf8.decode(line));
    } catch {
      lines.push(iconv.decode(Buffer.from(line), "windows-1252"));
    }
    start = end + 1;
  }
  return lines.join("\n");
}

/**
 * Text of a file; refuses binary content (NUL bytes, mostly 8-bit bytes that are not UTF-8, mostly
 * control characters). Bytes that are not UTF-8 but read as text in Windows-1252 are read so
 * ({@link legacyText}). Text given as a string (pasted) has its NUL characters removed instead, as at
 * every boundary (lib/shared/text-input.ts): a NUL byte in a file says it is binary, in pasted text it
 * is noise.
 */
export function decode(name: string, content: Uint8Array | string): string {
  const binary = () =>
    invalid(`"${name}" looks like a binary file, not one of the formats Canopy imports (${ACCEPTED_FORMATS_TEXT}).`);
  let text: string;
  if (typeof content === "string") {
    text = stripNul(content).replace(/^\uFEFF/, "");
  } else {
    if (content.includes(0)) throw binary();
    try {
      // fatal: invalid UTF-8 throws instead of turning into U+FFFD; the BOM is dropped.
      text = new TextDecoder("utf-8", { fatal: true }).decode(content);
    } catch {
      const legacy = legacyText(content);
      if (legacy === null) throw binary();
      text = legacy;
    }
  }
  if (text.includes("\u0000")) throw binary();
  // Valid UTF-8 can still be binary (some images, archives): a text file has few control characters.
  const controls = text.match(BINARY_CONTROLS)?.length ?? 0;
  if (controls > 0 && controls > text.length / 100) throw binary();
  return text;
}
