"use client";

import { Upload } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import type { ImportedConversation } from "@/lib/transfer/write";
import { chatFormatLabel } from "@/lib/format";
import { useRefusal } from "@/components/ui/role-context";

type Result = { format: string; conversations: ImportedConversation[] };

/**
 * Upload of a chat export on the project page: our JSON export, ChatGPT's or Claude's
 * conversations.json (detected from the content). All or nothing; the result lists what came in.
 */
export function ImportChats({ projectId }: { projectId: string }) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const refusal = useRefusal("write", "import conversations");

  const upload = async (file: File) => {
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      const body = new FormData();
      body.set("file", file);
      const response = await fetch(`/api/projects/${projectId}/import-chats`, { method: "POST", body });
      const json = (await response.json().catch(() => null)) as (Result & { error?: { message: string } }) | null;
      if (!response.ok || !json || json.error)
        throw new Error(json?.error?.message ?? `The import failed (HTTP ${response.status}).`);
      setResult(json);
      router.refresh();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-2 rounded-xl border border-stone-200 bg-white p-4"
      data-testid="import-chats"
    >
      <h2 id={`${id}-title`} className="font-semibold">
        Import conversations
      </h2>
      <p className="text-sm text-stone-600">
        A Canopy JSON export, or ChatGPT&apos;s or Claude&apos;s conversations.json: every edited or regenerated turn
        becomes a branch.
      </p>
      {refusal ? (
        <p data-testid="import-chats-refused" className="text-sm text-stone-500">
          {refusal}
        </p>
      ) : (
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-stone-300 px-3 py-1.5 text-sm hover:bg-stone-50 focus-within:outline-2 focus-within:outline-canopy-600">
          <Upload aria-hidden size={15} />
          {busy ? "Importing…" : "Choose a file…"}
          <input
            ref={input}
            type="file"
            accept=".json,application/json"
            className="sr-only"
            data-testid="import-chats-file"
            aria-label="Chat export file to import"
            disabled={busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(file);
            }}
          />
        </label>
      )}
      {error ? (
        <p role="alert" data-testid="import-chats-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {result ? (
        <div role="status" data-testid="import-chats-result" className="text-sm text-stone-700">
          Imported {result.conversations.length} conversation{result.conversations.length === 1 ? "" : "s"} from a{" "}
          {chatFormatLabel(result.format)} export:
          <ul className="mt-1 list-disc pl-5">
            {result.conversations.map((c) => (
              <li key={c.id}>
                <a href={`/c/${c.id}`} className="text-canopy-700 underline" data-testid="imported-conversation">
                  {c.title}
                </a>{" "}
                ({c.nodes} node{c.nodes === 1 ? "" : "s"})
                {c.renamedFrom ? (
                  <span data-testid="imported-renamed" className="text-stone-500">
                    {" "}
                    · renamed: the project already has “{c.renamedFrom}”
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
