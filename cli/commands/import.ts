import { readFile, stat } from "node:fs/promises";
import { basename } from "node:path";
import { AppError } from "@/lib/errors";
import { importAndWait, MAX_DOCUMENT_BYTES, readDocuments, tooLarge, type ImportFile } from "@/lib/knowledge";
import type { JobView } from "@/lib/jobs/types";
import { usageError } from "@/cli/args";
import { defineCommand, projectNamed, projectOption } from "@/cli/define";

const USAGE = "import --project NAME FILE...";

/** `import`: documents (.pdf, .docx, .html, .csv, .md, .txt, .json chat exports) appended to a project's knowledge tree. */
export const importCommand = defineCommand({
  name: "import",
  usage: USAGE,
  summary: "import documents into a project's knowledge tree",
  ...projectOption(),
  async run(input, { positionals, viewer }) {
    const project = await projectNamed(input.project, viewer, "write");
    if (positionals.length === 0) throw usageError("Name at least one file to import.", USAGE);
    const files = await Promise.all(positionals.map(readDocumentFile));
    const docs = await readDocuments(files);
    const bar = progressBar();
    // The same job as the web's import: run here and waited for (or by a server that took it first).
    const result = await importAndWait(project.id, docs, { userId: viewer.userId, onUpdate: bar.update }).finally(
      bar.end,
    );
    const { documents, chunks, leaves, branches, depth, chars } = result;
    const n = (x: number) => x.toLocaleString("en-GB");
    return {
      data: {
        documents,
        chunks,
        leaves,
        branches,
        depth,
        chars,
        resummarised: result.resummarised,
        engine: result.engine,
        documentIds: result.documentIds,
      },
      text:
        `Imported ${n(documents)} document${documents === 1 ? "" : "s"} (${n(chars)} characters, ${n(chunks)} chunk${chunks === 1 ? "" : "s"}) into "${project.name}".\n` +
        `Knowledge tree: ${n(leaves)} leaves, ${n(branches)} branches, depth ${depth}; ${n(result.resummarised)} nodes summarised (${result.engine}).`,
    };
  },
});

/** A file from disk as an import file, with a clear message when it cannot be read. */
async function readDocumentFile(path: string): Promise<ImportFile> {
  try {
    const info = await stat(path);
    if (info.isDirectory()) throw new AppError("invalid:file", `"${path}" is a directory; name the files to import.`);
    // Refuse a huge file before reading it all into memory.
    if (info.size > MAX_DOCUMENT_BYTES) throw tooLarge(basename(path), info.size);
    return { name: basename(path), content: await readFile(path) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new AppError("not_found:file", `There is no file "${path}".`);
    if (code === "EACCES" || code === "EPERM")
      throw new AppError("forbidden:file", `"${path}" cannot be read (permission denied).`);
    throw new AppError("invalid:file", `"${path}" cannot be read: ${(error as Error).message}`);
  }
}

/** A one-line progress bar on stderr when it is a terminal; silent otherwise (pipes, tests, --json to a file). */
function progressBar(): { update: (job: JobView) => void; end: () => void } {
  const tty = process.stderr.isTTY === true;
  let drawn = false;
  return {
    update({ progress }) {
      if (!tty) return;
      const { step: done, total } = progress;
      const phase = progress.message ?? "Queued";
      const width = 30;
      const filled = total > 0 ? Math.round((done / total) * width) : 0;
      process.stderr.write(
        `\r[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${phase.padEnd(13)} ${done}/${total}  `,
      );
      drawn = true;
    },
    end() {
      if (tty && drawn) process.stderr.write("\n");
    },
  };
}
