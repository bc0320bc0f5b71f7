"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { AdminAddForm, AdminItem, AdminListPanel, useAdminAction } from "./admin-list";
import { addConnectionAction } from "@/lib/actions/add-connection";
import { removeConnectionAction } from "@/lib/actions/remove-connection";
import { testConnectionAction } from "@/lib/actions/test-connection";
import { updateConnectionAction } from "@/lib/actions/update-connection";
import {
  addOwnConnectionAction,
  removeOwnConnectionAction,
  testOwnConnectionAction,
} from "@/lib/actions/own-connections";
import type { ConnectionView, TestResult } from "@/lib/connections/connections";
import { CONNECTION_PROVIDERS, type ConnectionProvider } from "@/lib/shared/connections";
import { Button } from "@/components/ui/button";
import { ErrorNote, Field, TextInput } from "@/components/ui/field";
import { SelectField } from "@/components/settings/select-field";

const PROVIDER_LABEL: Record<ConnectionProvider, string> = {
  openai: "OpenAI",
  anthropic: "Anthropic",
  google: "Google",
  "openai-compatible": "OpenAI-compatible (Ollama, LM Studio, vLLM, llama.cpp, OpenRouter)",
};

/** The instance's connections (administrators), or the signed-in user's own (Account, when users' keys are on). */
const ACTIONS = {
  instance: { add: addConnectionAction, test: testConnectionAction, remove: removeConnectionAction },
  own: { add: addOwnConnectionAction, test: testOwnConnectionAction, remove: removeOwnConnectionAction },
};

/**
 * Admin -> Connections: every provider connection (the app's, editable; the environment's,
 * read-only), each with Test (its server's models, or what went wrong) and Remove, and the form to
 * add one. Keys are typed here and never shown again: only their masked form comes back. With
 * `own`, the same for a user's own connections (Account): add, test, remove.
 */
export function ConnectionsPanel({ connections, own = false }: { connections: ConnectionView[]; own?: boolean }) {
  return (
    <AdminListPanel
      testId="connection-list"
      empty="No connection yet: only the offline engine answers. Add one below."
      count={connections.length}
      form={<AddConnectionForm own={own} />}
    >
      {connections.map((c) => (
        <ConnectionRow key={c.id} connection={c} own={own} />
      ))}
    </AdminListPanel>
  );
}

function ConnectionRow({ connection: c, own }: { connection: ConnectionView; own: boolean }) {
  const actions = ACTIONS[own ? "own" : "instance"];
  const { run, pending, error } = useAdminAction();
  const [result, setResult] = useState<TestResult | null>(null);
  const [editing, setEditing] = useState(false);
  const readOnly = c.source === "environment";
  const test = () => run(() => actions.test({ connectionId: c.id }), setResult);
  const remove = () =>
    run(() =>
      window.confirm(`Remove the connection "${c.name}"? Branches using its models will ask for another.`)
        ? actions.remove({ connectionId: c.id })
        : null,
    );
  return (
    <AdminItem
      testId="connection"
      data={{ "data-connection-name": c.name }}
      error={error}
      title={
        <>
          {c.name}{" "}
          <span className="font-normal text-stone-500">
            · {PROVIDER_LABEL[c.provider]}
            {readOnly ? ` · from ${c.variable} (read-only)` : ""}
          </span>
        </>
      }
      details={
        <>
          <p className="text-xs break-all text-stone-500">
            {c.url ?? "default address"} · key: <span data-testid="connection-key">{c.key ?? "none"}</span>
            {c.vision ? " · vision" : ""}
          </p>
          <p className="text-xs text-stone-500">
            {c.models.length
              ? `Models: ${c.models.slice(0, 8).join(", ")}${c.models.length > 8 ? `, and ${c.models.length - 8} more` : ""}`
              : "No model list yet: test the connection."}
          </p>
        </>
      }
      actions={
        <>
          <Button size="sm" onClick={test} disabled={pending} data-testid="test-connection">
            Test
          </Button>
          {readOnly ? null : (
            <>
              {own ? null : (
                <Button size="sm" variant="ghost" onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
                  Edit
                </Button>
              )}
              <Button size="sm" variant="ghost" onClick={remove} disabled={pending} data-testid="remove-connection">
                Remove
              </Button>
            </>
          )}
        </>
      }
    >
      {result ? (
        <p
          role="status"
          data-testid="test-result"
          data-ok={result.ok}
          className={`text-sm ${result.ok ? "text-canopy-700" : "text-red-600"}`}
        >
          {result.ok
            ? `Connected: ${result.models.length} model${result.models.length === 1 ? "" : "s"} (${result.models.slice(0, 5).join(", ")}${result.models.length > 5 ? ", …" : ""}).`
            : `Failed: ${result.error}`}
        </p>
      ) : null}
      {editing ? <EditConnectionForm connection={c} onDone={() => setEditing(false)} /> : null}
    </AdminItem>
  );
}

function EditConnectionForm({ connection: c, onDone }: { connection: ConnectionView; onDone: () => void }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <form
      method="post"
      className="grid gap-2 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        const form = new FormData(e.currentTarget);
        const key = String(form.get("key") ?? "");
        startTransition(async () => {
          const outcome = await updateConnectionAction({
            connectionId: c.id,
            url: String(form.get("url") ?? ""),
            ...(key ? { key } : {}),
            ...(c.provider === "openai-compatible" ? { vision: form.get("vision") === "on" } : {}),
          });
          setError(outcome.ok ? null : outcome.error.message);
          if (outcome.ok) {
            onDone();
            router.refresh();
          }
        });
      }}
    >
      <Field label="URL" hint="Empty: the provider's default address.">
        <TextInput name="url" defaultValue={c.url ?? ""} />
      </Field>
      <Field label="New key" hint="Empty: keep the current key.">
        <TextInput name="key" type="password" autoComplete="off" />
      </Field>
      {c.provider === "openai-compatible" ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="vision" defaultChecked={c.vision} /> Its models accept images
        </label>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" variant="primary" size="sm" disabled={pending}>
          Save
        </Button>
        <Button size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
      <div className="sm:col-span-2">
        <ErrorNote message={error} />
      </div>
    </form>
  );
}

function AddConnectionForm({ own }: { own: boolean }) {
  const [provider, setProvider] = useState<ConnectionProvider>("openai-compatible");
  const submit = (form: FormData) => {
    const url = String(form.get("url") ?? "").trim();
    const key = String(form.get("key") ?? "");
    return ACTIONS[own ? "own" : "instance"].add({
      name: String(form.get("name") ?? ""),
      provider,
      ...(url ? { url } : {}),
      ...(key ? { key } : {}),
      vision: form.get("vision") === "on",
    });
  };
  return (
    <AdminAddForm
      testId="add-connection"
      heading={own ? "Add your own key" : "Add a connection"}
      submit={submit}
      describe={(d) =>
        `Added ${d.name}${d.models.length ? ` with ${d.models.length} model(s)` : ": test it to list its models"}.`
      }
      label="Add connection"
      after={
        provider === "openai-compatible" ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="vision" data-testid="connection-vision" /> Its models accept images (vision)
          </label>
        ) : null
      }
    >
      <Field label="Name" hint="Model ids are <name>:<model>, e.g. ollama:llama3.2:3b.">
        <TextInput name="name" required data-testid="connection-name" placeholder="ollama" />
      </Field>
      <SelectField
        label="Provider"
        name="provider"
        value={provider}
        onChange={setProvider}
        testId="connection-provider"
      >
        {CONNECTION_PROVIDERS.map((p) => (
          <option key={p} value={p}>
            {PROVIDER_LABEL[p]}
          </option>
        ))}
      </SelectField>
      <Field
        label="URL"
        hint={
          provider === "openai-compatible"
            ? "The server's API address, usually ending in /v1 (Ollama: http://host:11434/v1)."
            : "Optional: a proxy or gateway instead of the provider's address."
        }
      >
        <TextInput
          name="url"
          data-testid="connection-url"
          required={provider === "openai-compatible"}
          placeholder={provider === "openai-compatible" ? "http://127.0.0.1:11434/v1" : "default"}
        />
      </Field>
      <Field label="API key" hint="Encrypted on the server; only its last 4 characters are shown again.">
        <TextInput name="key" type="password" autoComplete="off" data-testid="connection-key-input" />
      </Field>
    </AdminAddForm>
  );
}
