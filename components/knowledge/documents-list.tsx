"use client";

import { useQueryClient } from "@tanstack/react-query";
import { FileText, RefreshCw, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { deleteDocumentAction } from "@/lib/actions/delete-document";
import type { KnowledgeDocumentView } from "@/lib/knowledge/types";
import { plural } from "@/lib/format";
import { knowledgeOptions } from "@/lib/query/options";
import { Button } from "@/components/ui/button";
import { ErrorNote } from "@/components/ui/field";
import { GatedButton } from "@/components/ui/gated-button";
import { useRefusal } from "@/components/ui/role-context";
import { followImportJob, readQueuedImport } from "./import-stream";

/**
 * The project's imported documents: name, format, size, chunks and import date, with re-import (a
 * new version of the file replaces the document's leaves) and delete (its leaves go; only the
 * affected paths of the tree are re-summarised).
 */
export function DocumentsList({ projectId, documents }: { projectId: string; documents: KnowledgeDocumentView[] }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [replacing, setReplacing] = useState<KnowledgeDocumentView | null>(null);
  const refuseReimport = useRefusal("write", "re-import documents");
  const refuseDelete = useRefusal("write", "delete documents");

  const refresh = () => queryClient.invalidateQueries({ queryKey: knowledgeOptions(projectId).queryKey });

  async function remove(doc: KnowledgeDocumentView) {
    setBusy(doc.id);
    setError(null);
    setStatus(null);
    const result = await deleteDocumentAction({ projectId, documentId: doc.id });
    setBusy(null);
    setConfirming(null);
    if (!result.ok) return setError(result.error.message);
    setStatus(
      `Deleted ${doc.name}: ${plural(result.data.leaves, "leaf", "leaves")} removed, ${plural(result.data.resummarised, "node")} re-summarised.`,
    );
    await refresh();
  }

  async function reimport(doc: KnowledgeDocumentView, file: File) {
    setBusy(doc.id);
    setError(null);
    setStatus(null);
    try {
      const form = new FormData();
      form.append("files", file);
      const response = await fetch(`/api/projects/${projectId}/import?replace=${encodeURIComponent(doc.id)}`, {
        method: "POST",
        body: form,
      });
      const job = await readQueuedImport(response);
      const result = await followImportJob(projectId, job.id, () => undefined);
      setStatus(
        `Re-imported ${doc.name} from ${file.name}: ${plural(result.chunks, "chunk")}, ${plural(result.resummarised, "node")} re-summarised.`,
      );
      await refresh();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
      setReplacing(null);
      if (picker.current) picker.current.value = "";
    }
  }

  if (documents.length === 0) return null;
  const confirmed = documents.find((d) => d.id === confirming);
  return (
    <section
      aria-labelledby="documents-heading"
      data-testid="documents"
      className="space-y-2 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="documents-heading" className="font-semibold">
        Documents
      </h2>
      <input
        ref={picker}
        type="file"
        aria-label="Choose the new version of the document"
        data-testid="reimport-file"
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file && replacing) void reimport(replacing, file);
        }}
      />
      {/* Fixed layout: the name takes what the narrow fixed columns leave (auto layout gave it 0 px);
          the import date sits under the name instead of taking a column of its own. */}
      <table className="w-full table-fixed text-sm">
        <colgroup>
          <col />
          {/* On a phone the size gives way to the name. */}
          <col className="hidden sm:table-column" style={{ width: "4.5rem" }} />
          <col style={{ width: "4rem" }} />
          <col style={{ width: "5.5rem" }} />
        </colgroup>
        <thead className="text-left text-xs text-stone-600">
          <tr>
            <th className="py-1 font-medium">Name</th>
            <th className="hidden py-1 text-right font-medium sm:table-cell">Size</th>
            <th className="py-1 text-right font-medium">Chunks</th>
            <th className="py-1">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((doc) => (
            <tr
              key={doc.id}
              data-testid="document-row"
              data-document-id={doc.id}
              className="border-t border-stone-100 align-middle"
            >
              <td className="py-1.5">
                <span className="flex min-w-0 items-center gap-1.5">
                  <FileText aria-hidden className="size-4 shrink-0 text-stone-500" />
                  <span className="min-w-0 truncate" title={doc.name} data-testid="document-name">
                    {doc.name}
                  </span>
                  <span className="shrink-0 rounded bg-stone-100 px-1 text-[10px] text-stone-700 uppercase">
                    {doc.format}
                  </span>
                </span>
                <span className="block truncate pl-5.5 text-xs text-stone-500">
                  imported{" "}
                  <time dateTime={doc.createdAt}>
                    {new Date(doc.createdAt).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" })}
                  </time>
                </span>
              </td>
              <td className="hidden py-1.5 text-right text-stone-700 tabular-nums sm:table-cell">
                {formatBytes(doc.bytes || doc.chars)}
              </td>
              <td className="py-1.5 text-right text-stone-700 tabular-nums" data-testid="document-chunks">
                {doc.chunks}
              </td>
              <td className="py-1.5 text-right whitespace-nowrap">
                <span className="inline-flex items-center gap-1">
                  <GatedButton
                    refusal={refuseReimport}
                    size="sm"
                    variant="ghost"
                    disabled={busy !== null}
                    aria-label={`Re-import ${doc.name}`}
                    title="Re-import from a new version of the file"
                    data-testid="document-reimport"
                    onClick={() => {
                      setReplacing(doc);
                      picker.current?.click();
                    }}
                  >
                    <RefreshCw aria-hidden className={`size-4 ${busy === doc.id ? "animate-spin" : ""}`} />
                  </GatedButton>
                  <GatedButton
                    refusal={refuseDelete}
                    size="sm"
                    variant="ghost"
                    disabled={busy !== null}
                    aria-label={`Delete ${doc.name}`}
                    title="Delete this document and its leaves"
                    data-testid="document-delete"
                    onClick={() => setConfirming(doc.id)}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </GatedButton>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {confirmed ? (
        <div
          role="alertdialog"
          aria-labelledby="document-delete-question"
          data-testid="document-delete-confirmation"
          className="flex flex-wrap items-center gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm"
        >
          <p id="document-delete-question" className="w-full break-words text-stone-800">
            Delete <strong>{confirmed.name}</strong> and its {plural(confirmed.chunks, "leaf", "leaves")}? This cannot
            be undone.
          </p>
          <Button
            size="sm"
            variant="danger"
            disabled={busy !== null}
            data-testid="document-delete-confirm"
            onClick={() => void remove(confirmed)}
          >
            Delete {confirmed.name}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
        </div>
      ) : null}
      {status ? (
        <p role="status" data-testid="documents-status" className="text-sm text-canopy-800">
          {status}
        </p>
      ) : null}
      <ErrorNote message={error} testId="documents-error" />
    </section>
  );
}

/** "812 B", "14.2 KB", "3.1 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
