import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { documentFormat } from "@/lib/shared/document-formats";
import { MAX_DOCUMENT_BYTES, MAX_IMPORT_FILES, tooLarge } from "./parse";
import type { ImportFile } from "./types";

/**
 * The import route's first half: reading the request (multipart upload or pasted JSON); the
 * import itself is a job (./import-job.ts).
 */

/** The pasted-text body: `{ name?, text }`; a name without a known extension is read as Markdown. */
export const pasteBodySchema = z.object({
  name: z.string().trim().max(200, "Keep the name under 200 characters.").optional(),
  text: z.string({ message: "Paste some text to import." }).min(1, "Paste some text to import."),
});

/** Pasted text as a file: named "Pasted text" when unnamed; a name without a known extension is read as Markdown. */
export function pastedFile(body: z.output<typeof pasteBodySchema>): ImportFile {
  const name = body.name || "Pasted text";
  return { name: documentFormat(name) ? name : `${name}.md`, content: body.text };
}

/**
 * The files of an import request: multipart/form-data with one or more File values in the field
 * "files", or JSON `{ name, text }` (pasted text). Refuses other bodies, no files, too many files,
 * and files over 5 MB before reading them.
 *
 * @throws AppError invalid:input | invalid:document
 */
export async function readImportRequest(request: Request): Promise<ImportFile[]> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("multipart/form-data")) {
    const form = await request.formData().catch(() => {
      throw new AppError("invalid:input", "The upload could not be read. Try again.");
    });
    const files = form.getAll("files").filter((v): v is File => typeof v !== "string");
    if (files.length === 0)
      throw new AppError("invalid:input", 'Choose at least one file to import (form field "files").');
    if (files.length > MAX_IMPORT_FILES)
      throw new AppError(
        "invalid:document",
        `Import at most ${MAX_IMPORT_FILES} files at a time (${files.length} were given).`,
      );
    for (const file of files) {
      if (file.size > MAX_DOCUMENT_BYTES) throw tooLarge(file.name, file.size);
    }
    return Promise.all(
      files.map(async (file) => ({ name: file.name, content: new Uint8Array(await file.arrayBuffer()) })),
    );
  }
  if (type.includes("application/json")) {
    return [pastedFile(pasteBodySchema.parse(await request.json().catch(() => ({}))))];
  }
  throw new AppError(
    "invalid:input",
    'Send the files as multipart/form-data (field "files") or pasted text as JSON {name, text}.',
  );
}
