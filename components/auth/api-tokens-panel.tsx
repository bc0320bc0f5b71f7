"use client";

import { Check, Copy } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { createApiTokenAction } from "@/lib/actions/create-api-token";
import type { TokenView } from "@/lib/auth/tokens";
import { DEFAULT_TOKEN_DAYS, TOKEN_EXPIRY_DAYS } from "@/lib/shared/api-tokens";
import { Button } from "@/components/ui/button";
import { Field, TextInput } from "@/components/ui/field";
import { TokenList } from "./token-list";

const selectClass =
  "block w-full rounded-md border border-stone-300 bg-white px-2 py-2 text-sm text-stone-900 focus:border-canopy-500 focus:outline-none focus:ring-2 focus:ring-canopy-100";

/**
 * The Account page's API tokens: create one (name, read or write, all projects or one, expiry),
 * see it once with a Copy button, and the list with revoke.
 */
export function ApiTokensPanel({
  tokens,
  projects,
}: {
  tokens: TokenView[];
  projects: Array<{ id: string; name: string }>;
}) {
  const router = useRouter();
  const [name, setName] = useState("");
  const [scope, setScope] = useState<"read" | "write">("read");
  const [projectId, setProjectId] = useState("");
  const [days, setDays] = useState<number>(DEFAULT_TOKEN_DAYS);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ token: string; name: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const [pending, startTransition] = useTransition();

  return (
    <section className="space-y-4" aria-labelledby="api-tokens-heading">
      <div>
        <h2 id="api-tokens-heading" className="text-lg font-semibold">
          API tokens
        </h2>
        <p className="text-sm text-stone-600">
          For scripts, agents and OpenAI-compatible clients: send <code>Authorization: Bearer &lt;token&gt;</code> to{" "}
          <code>/api/v1</code>. A read token cannot change anything; a project token sees only that project.
        </p>
      </div>
      {created ? (
        <div
          role="status"
          data-testid="token-created"
          className="space-y-2 rounded-lg border border-canopy-200 bg-canopy-50 p-3 text-sm"
        >
          <p className="font-medium text-stone-900">
            Your new token “{created.name}”. Copy it now: it is shown only once.
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <code
              data-testid="token-value"
              className="min-w-0 flex-1 rounded bg-white px-2 py-1.5 text-xs break-all text-stone-900"
            >
              {created.token}
            </code>
            <Button
              size="sm"
              data-testid="token-copy"
              onClick={() =>
                void navigator.clipboard.writeText(created.token).then(
                  () => setCopied(true),
                  () => setError("Copy failed: select the token and copy it by hand."),
                )
              }
            >
              {copied ? <Check aria-hidden className="size-3.5" /> : <Copy aria-hidden className="size-3.5" />}
              {copied ? "Copied" : "Copy"}
            </Button>
            <Button size="sm" variant="ghost" data-testid="token-done" onClick={() => setCreated(null)}>
              Done
            </Button>
          </div>
        </div>
      ) : null}
      <form
        method="post"
        className="grid gap-3 sm:grid-cols-2"
        data-testid="token-form"
        onSubmit={(event) => {
          event.preventDefault();
          startTransition(async () => {
            const result = await createApiTokenAction({
              name,
              scope,
              projectId: projectId || null,
              expiresInDays: days,
            });
            if (!result.ok) return setError(result.error.message);
            setError(null);
            setCopied(false);
            setCreated({ token: result.data.token, name: result.data.view.name });
            setName("");
            router.refresh();
          });
        }}
      >
        <div className="sm:col-span-2">
          <Field label="Name">
            <TextInput
              data-testid="token-name"
              value={name}
              maxLength={80}
              required
              placeholder="e.g. laptop agent"
              onChange={(e) => setName(e.target.value)}
            />
          </Field>
        </div>
        <Field label="Access">
          <select
            data-testid="token-scope"
            className={selectClass}
            value={scope}
            onChange={(e) => setScope(e.target.value as "read" | "write")}
          >
            <option value="read">Read only</option>
            <option value="write">Read and write</option>
          </select>
        </Field>
        <Field label="Expires after">
          <select
            data-testid="token-expiry"
            className={selectClass}
            value={days}
            onChange={(e) => setDays(Number(e.target.value))}
          >
            {TOKEN_EXPIRY_DAYS.map((d) => (
              <option key={d} value={d}>
                {d} days
              </option>
            ))}
          </select>
        </Field>
        <div className="sm:col-span-2">
          <Field label="Projects">
            <select
              data-testid="token-project"
              className={selectClass}
              value={projectId}
              onChange={(e) => setProjectId(e.target.value)}
            >
              <option value="">All my projects</option>
              {projects.map((p) => (
                <option key={p.id} value={p.id}>
                  Only “{p.name}”
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" variant="primary" disabled={pending} data-testid="token-create">
            Create token
          </Button>
        </div>
      </form>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <TokenList tokens={tokens} />
    </section>
  );
}
