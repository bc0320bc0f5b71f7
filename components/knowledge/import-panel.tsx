"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { ACCEPTED_FORMATS_TEXT } from "@/lib/shared/document-formats";
import { jobsOptions, knowledgeOptions } from "@/lib/query/options";
import { Button } from "@/components/ui/button";
import { ErrorNote } from "@/components/ui/field";
import { useRefusal } from "@/components/ui/role-context";
import { followImportJob, readQueuedImport, type ImportProgressEvent, type ImportSummary } from "./import-stream";

type Progress = ImportProgressEvent;

/**
 * Imports documents into the project's knowledge tree, by upload or paste: the route queues a
 * background job and the progress bar polls it. Closing the tab never cancels the import (the Jobs
 * panel follows it). A failed import changes nothing and says why.
 */
export function ImportPanel({ projectId }: { projectId: string }) {
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [pasteName, setPasteName] = useState("");
  const [pasteText, setPasteText] = useState("");
  const [progress, setProgress] = useState<Progress | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = progress !== null;
  const refusal = useRefusal("write", "import documents");

  async function send(body: BodyInit, headers?: HeadersInit) {
    setError(null);
    setSummary(null);
    setProgress({ message: "Uploading", done: 0, total: 1 });
    try {
      const response = await fetch(`/api/projects/${projectId}/import`, { method: "POST", body, headers });
      const job = await readQueuedImport(response);
      void queryClient.invalidateQueries({ queryKey: jobsOptions(projectId).queryKey });
      setSummary(await followImportJob(projectId, job.id, setProgress));
      await queryClient.invalidateQueries({ queryKey: knowledgeOptions(projectId).queryKey });
      setPasteText("");
      setPasteName("");
      if (fileInput.current) fileInput.current.value = "";
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setProgress(null);
    }
  }

  return (
    <section aria-label="Import documents" className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
      <h2 className="font-semibold">Import documents</h2>
      {refusal ? (
        <p data-testid="import-refused" className="text-sm text-stone-500">
          {refusal}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor="import-files" className="sr-only">
              Files to import (PDF, Word, HTML, CSV, Markdown, JSON chat exports or any text file)
            </label>
            <input
              ref={fileInput}
              id="import-files"
              type="file"
              multiple
              data-testid="import-files"
              className="text-sm file:mr-2 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:text-sm"
            />
            <Button
              variant="primary"
              disabled={busy}
              data-testid="import-upload"
              onClick={() => {
                const files = fileInput.current?.files;
                if (!files || files.length === 0)
                  return setError(`Choose one or more files first (${ACCEPTED_FORMATS_TEXT}).`);
                const form = new FormData();
                for (const file of files) form.append("files", file);
                void send(form);
              }}
            >
              Upload
            </Button>
          </div>
          <details className="text-sm">
            <summary className="cursor-pointer text-stone-600">…or paste text</summary>
            <div className="mt-2 space-y-2">
              <input
                aria-label="Name of the pasted text"
                value={pasteName}
                onChange={(e) => setPasteName(e.target.value)}
                placeholder="Name, e.g. meeting-notes.md"
                data-testid="paste-name"
                className="block w-full rounded-md border border-stone-300 px-3 py-1.5 text-sm"
              />
              <textarea
                aria-label="Text to import"
                value={pasteText}
                onChange={(e) => setPasteText(e.target.value)}
                rows={5}
                data-testid="paste-text"
                placeholder="Paste Markdown or plain text"
                className="block w-full rounded-md border border-stone-300 px-3 py-2 text-sm"
              />
              <Button
                disabled={busy || pasteText.trim() === ""}
                data-testid="import-paste"
                onClick={() =>
                  void send(JSON.stringify({ name: pasteName.trim() || "pasted.md", text: pasteText }), {
                    "content-type": "application/json",
                  })
                }
              >
                Import pasted text
              </Button>
            </div>
          </details>
        </>
      )}
      {progress ? (
        <div data-testid="import-progress" className="space-y-1">
          <div className="flex justify-between text-xs text-stone-500">
            <span>{progress.message}…</span>
            <span>
              {progress.done} / {progress.total}
            </span>
          </div>
          <div
            className="h-2 overflow-hidden rounded bg-stone-100"
            role="progressbar"
            aria-label={`Import: ${progress.message}`}
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.done}
          >
            <div
              className="h-full bg-canopy-500 transition-all"
              style={{ width: `${progress.total ? Math.round((progress.done / progress.total) * 100) : 0}%` }}
            />
          </div>
        </div>
      ) : null}
      {summary ? (
        <p role="status" data-testid="import-summary" className="text-sm text-canopy-800">
          Imported {summary.documents} document{summary.documents === 1 ? "" : "s"} (
          {summary.chars.toLocaleString("en")} characters) into {summary.chunks} new leaves; {summary.resummarised} node
          {summary.resummarised === 1 ? "" : "s"} re-summarised by the{" "}
          {summary.engine === "offline" ? "offline engine" : summary.engine}.
        </p>
      ) : null}
      <ErrorNote message={error} testId="import-error" />
    </section>
  );
}
