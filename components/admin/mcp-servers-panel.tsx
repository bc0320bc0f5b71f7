"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { addMcpServerAction } from "@/lib/actions/add-mcp-server";
import { checkMcpServerAction } from "@/lib/actions/check-mcp-server";
import { removeMcpServerAction } from "@/lib/actions/remove-mcp-server";
import type { McpServerView } from "@/lib/shared/mcp-servers";
import { Button } from "@/components/ui/button";
import { ErrorNote, Field, TextInput, inputClass } from "@/components/ui/field";

/** "connected, 12 tools" / "failed: ECONNREFUSED ..." / "not checked yet". */
export function serverStatusText(s: Pick<McpServerView, "status" | "error" | "tools" | "truncated" | "offered">) {
  if (s.status === "failed") return `failed: ${s.error ?? "unknown error"}`;
  if (s.status === "unknown") return "not checked yet";
  const n = s.tools.length;
  return `connected, ${n} tool${n === 1 ? "" : "s"}${s.truncated ? ` (the server offers ${s.offered}; only the first ${n} are kept)` : ""}`;
}

/**
 * Admin -> MCP servers: every registered server with its status and tools, Retry and Remove, and the
 * form to add one (Streamable HTTP with headers, or stdio when the instance allows it). Header values
 * are typed here and never shown again: only their names come back.
 */
export function McpServersPanel({ servers, allowStdio }: { servers: McpServerView[]; allowStdio: boolean }) {
  return (
    <div className="space-y-6">
      <ul className="space-y-3" data-testid="mcp-server-list">
        {servers.length === 0 ? (
          <li className="text-sm text-stone-500">No MCP server yet: models answer without tools. Add one below.</li>
        ) : null}
        {servers.map((s) => (
          <ServerRow key={s.id} server={s} />
        ))}
      </ul>
      <AddServerForm allowStdio={allowStdio} />
    </div>
  );
}

function ServerRow({ server: s }: { server: McpServerView }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const retry = () =>
    startTransition(async () => {
      const outcome = await checkMcpServerAction({ name: s.name });
      setError(outcome.ok ? null : outcome.error.message);
      router.refresh();
    });
  const remove = () =>
    startTransition(async () => {
      if (!window.confirm(`Remove the MCP server "${s.name}"? Projects using it lose its tools.`)) return;
      const outcome = await removeMcpServerAction({ name: s.name });
      setError(outcome.ok ? null : outcome.error.message);
      router.refresh();
    });
  return (
    <li
      className="space-y-2 rounded-lg border border-stone-200 bg-white p-3"
      data-testid="mcp-server"
      data-server-name={s.name}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 text-sm">
          <p className="font-medium break-all">
            {s.name} <span className="font-normal text-stone-500">· {s.transport === "http" ? "HTTP" : "stdio"}</span>
          </p>
          <p className="text-xs break-all text-stone-500">
            {s.transport === "http" ? s.url : [s.command, ...s.args].join(" ")}
            {s.headerNames.length ? ` · headers: ${s.headerNames.join(", ")} (values hidden)` : ""}
          </p>
          <p
            role="status"
            data-testid="mcp-server-status"
            data-status={s.status}
            className={`text-sm break-words ${s.status === "failed" ? "text-red-600" : s.status === "connected" ? "text-canopy-700" : "text-stone-600"}`}
          >
            {serverStatusText(s)}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button size="sm" onClick={retry} disabled={pending} data-testid="retry-mcp-server">
            {pending ? "Checking…" : "Retry"}
          </Button>
          <Button size="sm" variant="ghost" onClick={remove} disabled={pending} data-testid="remove-mcp-server">
            Remove
          </Button>
        </div>
      </div>
      {s.tools.length ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-stone-600">Tools</summary>
          <ul className="mt-1 space-y-1" data-testid="mcp-server-tools">
            {s.tools.map((t) => (
              <li key={t.name} className="break-words">
                <span className="font-mono text-xs">{t.title}</span>
                {t.destructive ? <span className="ml-1 text-xs text-amber-700">(may change things)</span> : null}
                {t.description ? <span className="block text-xs text-stone-500">{t.description}</span> : null}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <ErrorNote message={error} />
    </li>
  );
}

function AddServerForm({ allowStdio }: { allowStdio: boolean }) {
  const router = useRouter();
  const [transport, setTransport] = useState<"http" | "stdio">("http");
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const lines = (v: FormDataEntryValue | null) =>
    String(v ?? "")
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
  return (
    <form
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
      data-testid="add-mcp-server-form"
      onSubmit={(e) => {
        e.preventDefault();
        const formElement = e.currentTarget;
        const form = new FormData(formElement);
        const name = String(form.get("name") ?? "");
        const bearer = String(form.get("bearer") ?? "").trim();
        startTransition(async () => {
          const outcome = await addMcpServerAction(
            transport === "http"
              ? {
                  name,
                  url: String(form.get("url") ?? ""),
                  headers: lines(form.get("headers")),
                  ...(bearer ? { bearer } : {}),
                }
              : { name, command: String(form.get("command") ?? ""), args: lines(form.get("args")) },
          );
          setError(outcome.ok ? null : outcome.error.message);
          if (outcome.ok) {
            const d = outcome.data;
            setAdded(
              d.status === "connected"
                ? `Added ${d.name}: connected, ${d.tools.length} tool(s).`
                : `Added ${d.name}: failed: ${d.error}`,
            );
            formElement.reset();
            router.refresh();
          }
        });
      }}
    >
      <h2 className="font-semibold">Add an MCP server</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Name" hint="Starts the tool names a model sees: fs → fs_read_text_file.">
          <TextInput name="name" required data-testid="mcp-name" placeholder="fs" />
        </Field>
        <Field label="Transport">
          <select
            name="transport"
            value={transport}
            onChange={(e) => setTransport(e.target.value as "http" | "stdio")}
            className={inputClass}
            data-testid="mcp-transport"
          >
            <option value="http">Streamable HTTP (a URL)</option>
            <option value="stdio" disabled={!allowStdio}>
              stdio (a command){allowStdio ? "" : " — off: MCP_ALLOW_STDIO=1 allows it"}
            </option>
          </select>
        </Field>
        {transport === "http" ? (
          <>
            <Field label="URL" hint="Private and loopback addresses need MCP_ALLOW_PRIVATE_URLS=1.">
              <TextInput name="url" required data-testid="mcp-url" placeholder="https://mcp.example.com/mcp" />
            </Field>
            <Field label="Bearer token" hint="Optional; encrypted, never shown again.">
              <TextInput name="bearer" type="password" autoComplete="off" data-testid="mcp-bearer" />
            </Field>
            <Field label="Headers" hint='Optional, one "Name: value" per line; encrypted, never shown again.'>
              <textarea name="headers" rows={2} className={inputClass} data-testid="mcp-headers" />
            </Field>
          </>
        ) : (
          <>
            <Field label="Command" hint="Runs on this server with its rights.">
              <TextInput name="command" required data-testid="mcp-command" placeholder="npx" />
            </Field>
            <Field label="Arguments" hint="One per line.">
              <textarea name="args" rows={2} className={inputClass} data-testid="mcp-args" />
            </Field>
          </>
        )}
      </div>
      <ErrorNote message={error} testId="add-mcp-server-error" />
      {added ? (
        <p role="status" className="text-sm break-words text-canopy-700" data-testid="add-mcp-server-done">
          {added}
        </p>
      ) : null}
      <Button type="submit" variant="primary" disabled={pending} data-testid="add-mcp-server">
        {pending ? "Connecting…" : "Add server"}
      </Button>
    </form>
  );
}
