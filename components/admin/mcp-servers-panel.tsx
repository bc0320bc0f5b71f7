"use client";

import { useState } from "react";
import { addMcpServerAction } from "@/lib/actions/add-mcp-server";
import { checkMcpServerAction } from "@/lib/actions/check-mcp-server";
import { removeMcpServerAction } from "@/lib/actions/remove-mcp-server";
import type { McpServerView } from "@/lib/shared/mcp-servers";
import { Button } from "@/components/ui/button";
import { Field, TextInput, inputClass } from "@/components/ui/field";
import { AdminAddForm, AdminItem, AdminListPanel, useAdminAction } from "./admin-list";
import { SelectField } from "@/components/settings/select-field";

/** "connected, 12 tools" / "failed: ECONNREFUSED ..." / "not checked yet". */
export function serverStatusText(s: Pick<McpServerView, "status" | "error" | "tools" | "truncated" | "offered">) {
  if (s.status === "failed") return `failed: ${s.error ?? "unknown error"}`;
  if (s.status === "unknown") return "not checked yet";
  const n = s.tools.length;
  return `connected, ${n} tool${n === 1 ? "" : "s"}${s.truncated ? ` (the server offers ${s.offered}; only the first ${n} are kept)` : ""}`;
}

/**
 * Admin -> MCP servers: every registered server with its status and tools, Retry and Remove, and the
 * form to add one (Streamable HTTP with headers, or stdio with its own environment when the instance
 * allows it). Header and environment values are typed here and never shown again: only their names
 * come back.
 */
export function McpServersPanel({ servers, allowStdio }: { servers: McpServerView[]; allowStdio: boolean }) {
  return (
    <AdminListPanel
      testId="mcp-server-list"
      empty="No MCP server yet: models answer without tools. Add one below."
      count={servers.length}
      form={<AddServerForm allowStdio={allowStdio} />}
    >
      {servers.map((s) => (
        <ServerRow key={s.id} server={s} />
      ))}
    </AdminListPanel>
  );
}

function ServerRow({ server: s }: { server: McpServerView }) {
  const { run, pending, error } = useAdminAction();
  const retry = () => run(() => checkMcpServerAction({ name: s.name }));
  const remove = () =>
    run(() =>
      window.confirm(`Remove the MCP server "${s.name}"? Projects using it lose its tools.`)
        ? removeMcpServerAction({ name: s.name })
        : null,
    );
  const secrets = [
    s.headerNames.length ? `headers: ${s.headerNames.join(", ")}` : "",
    s.envNames.length ? `environment: ${s.envNames.join(", ")}` : "",
  ].filter(Boolean);
  return (
    <AdminItem
      testId="mcp-server"
      data={{ "data-server-name": s.name }}
      error={error}
      title={
        <>
          {s.name} <span className="font-normal text-stone-500">· {s.transport === "http" ? "HTTP" : "stdio"}</span>
        </>
      }
      details={
        <>
          <p className="text-xs break-all text-stone-500">
            {s.transport === "http" ? s.url : [s.command, ...s.args].join(" ")}
            {secrets.length ? ` · ${secrets.join(" · ")} (values hidden)` : ""}
          </p>
          <p
            role="status"
            data-testid="mcp-server-status"
            data-status={s.status}
            className={`text-sm break-words ${s.status === "failed" ? "text-red-600" : s.status === "connected" ? "text-canopy-700" : "text-stone-600"}`}
          >
            {serverStatusText(s)}
          </p>
        </>
      }
      actions={
        <>
          <Button size="sm" onClick={retry} disabled={pending} data-testid="retry-mcp-server">
            {pending ? "Checking…" : "Retry"}
          </Button>
          <Button size="sm" variant="ghost" onClick={remove} disabled={pending} data-testid="remove-mcp-server">
            Remove
          </Button>
        </>
      }
    >
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
    </AdminItem>
  );
}

/** The non-empty lines of a textarea. */
const lines = (v: FormDataEntryValue | null) =>
  String(v ?? "")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

function AddServerForm({ allowStdio }: { allowStdio: boolean }) {
  const [transport, setTransport] = useState<"http" | "stdio">("http");
  const submit = (form: FormData) => {
    const name = String(form.get("name") ?? "");
    const bearer = String(form.get("bearer") ?? "").trim();
    return addMcpServerAction(
      transport === "http"
        ? {
            name,
            url: String(form.get("url") ?? ""),
            headers: lines(form.get("headers")),
            ...(bearer ? { bearer } : {}),
          }
        : {
            name,
            command: String(form.get("command") ?? ""),
            args: lines(form.get("args")),
            env: lines(form.get("env")),
          },
    );
  };
  return (
    <AdminAddForm
      testId="add-mcp-server"
      heading="Add an MCP server"
      submit={submit}
      describe={(d) =>
        d.status === "connected"
          ? `Added ${d.name}: connected, ${d.tools.length} tool(s).`
          : `Added ${d.name}: failed: ${d.error}`
      }
      label="Add server"
      pendingLabel="Connecting…"
    >
      <Field label="Name" hint="Starts the tool names a model sees: fs → fs_read_text_file.">
        <TextInput name="name" required data-testid="mcp-name" placeholder="fs" />
      </Field>
      <SelectField label="Transport" name="transport" value={transport} onChange={setTransport} testId="mcp-transport">
        <option value="http">Streamable HTTP (a URL)</option>
        <option value="stdio" disabled={!allowStdio}>
          stdio (a command){allowStdio ? "" : " — off: MCP_ALLOW_STDIO=1 allows it"}
        </option>
      </SelectField>
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
          <Field
            label="Environment"
            hint='Optional, one "NAME=value" per line (a token the server needs); encrypted, never shown again.'
          >
            <textarea name="env" rows={2} className={inputClass} data-testid="mcp-env" autoComplete="off" />
          </Field>
        </>
      )}
    </AdminAddForm>
  );
}
