import type { Metadata } from "next";
import { Fragment, type ReactNode } from "react";
import { openApiDocument, type OpenApiOperation } from "@/lib/api/openapi";
import { schemaFields, schemaLimits, schemaType } from "@/lib/api/schema-text";

export const metadata: Metadata = { title: "API reference" };

const NEED: Record<string, string> = {
  public: "anyone",
  authenticated: "any signed-in user or token",
  read: "read access to the record (owner, editor or viewer)",
  write: "write access to the record (owner or editor; a write token)",
  owner: "the project's owner",
};

/** `code` spans of a description as <code>. */
function prose(text: string): ReactNode {
  return text.split(/(`[^`]+`)/).map((part, i) =>
    part.startsWith("`") ? (
      <code key={i} className="rounded bg-stone-100 px-1 text-[0.85em]">
        {part.slice(1, -1)}
      </code>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

const cell = "border-t border-stone-200 py-1 pr-3 align-top";

interface FieldRow {
  name: string;
  where?: string;
  type: string;
  required: boolean;
  limits: string;
  description: string;
}

function FieldTable({ rows }: { rows: FieldRow[] }) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-xs uppercase text-stone-600">
        <tr>
          <th className="py-1 pr-3">Name</th>
          <th className="py-1 pr-3">Type</th>
          <th className="py-1 pr-3">Required</th>
          <th className="py-1">Limits, notes</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.where ?? ""}${r.name}`}>
            <td className={cell}>
              <code>{r.name}</code>
              {r.where ? <span className="text-stone-600"> ({r.where})</span> : null}
            </td>
            <td className={`${cell} font-mono text-xs`}>{r.type}</td>
            <td className={cell}>{r.required ? "yes" : "no"}</td>
            <td className={cell}>{[r.limits, r.description].filter(Boolean).join("; ")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function OperationCard({ method, path, op }: { method: string; path: string; op: OpenApiOperation }) {
  const params = op.parameters.map((p) => ({
    name: p.name,
    where: p.in,
    type: schemaType(p.schema),
    required: p.required,
    limits: schemaLimits(p.schema),
    description: p.description ?? "",
  }));
  const body = op.requestBody ? Object.entries(op.requestBody.content) : [];
  return (
    <section id={op.operationId} className="scroll-mt-16 space-y-3 rounded-lg border border-stone-200 p-4">
      <h3 className="flex flex-wrap items-baseline gap-2 text-base font-semibold">
        <span className="rounded bg-canopy-900 px-1.5 py-0.5 font-mono text-xs text-white">{method.toUpperCase()}</span>
        <code className="text-sm">/api/v1{path}</code>
        <span className="font-normal">{op.summary}</span>
      </h3>
      {op.description ? <p className="text-sm">{prose(op.description)}</p> : null}
      <p className="text-sm text-stone-600">
        Needs {NEED[op["x-canopy-need"]] ?? op["x-canopy-need"]}
        {op["x-canopy-effect"] === "destructive" ? "; destructive" : ""}. Operation id <code>{op.operationId}</code>.
      </p>
      {params.length ? <FieldTable rows={params} /> : null}
      {body.map(([type, { schema }]) => (
        <div key={type} className="space-y-1">
          <h4 className="text-sm font-medium">
            Body <code className="text-xs">{type}</code>
          </h4>
          {schema.type === "object" ? (
            <FieldTable rows={schemaFields(schema)} />
          ) : (
            <p className="text-sm">{schemaType(schema)}</p>
          )}
        </div>
      ))}
      <div className="space-y-1">
        <h4 className="text-sm font-medium">Responses</h4>
        <ul className="space-y-0.5 text-sm">
          {Object.entries(op.responses).map(([status, r]) => (
            <li key={status}>
              <code className="font-semibold">{status}</code> {prose(r.description)}
              {r.content ? <span className="text-stone-600"> ({Object.keys(r.content).join(", ")})</span> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * The API reference: every operation of /api/v1 with its parameters, body and responses, rendered
 * on the server from the same OpenAPI document as /api/v1/openapi.json (no scripts, works offline).
 */
export default function ApiDocsPage() {
  const doc = openApiDocument();
  const entries = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
  return (
    <main className="mx-auto w-full max-w-4xl space-y-6 overflow-y-auto px-6 py-8">
      <h1 className="text-2xl font-semibold tracking-tight">Canopy API reference</h1>
      <p className="text-sm">{prose(doc.info.description)}</p>
      <p className="text-sm">
        The machine-readable document:{" "}
        <a className="text-canopy-700 underline" href="/api/v1/openapi.json">
          /api/v1/openapi.json
        </a>{" "}
        (OpenAPI {doc.openapi}). The MCP server is at <code>/api/mcp</code> (README, “MCP server”).
      </p>
      <nav aria-label="Operations" className="columns-2 text-sm">
        {doc.tags.map(({ name }) => (
          <div key={name} className="mb-3 break-inside-avoid">
            <h2 className="font-semibold">{name}</h2>
            <ul>
              {entries
                .filter((e) => e.op.tags.includes(name))
                .map((e) => (
                  <li key={e.op.operationId}>
                    <a className="text-canopy-700 underline" href={`#${e.op.operationId}`}>
                      {e.op.summary}
                    </a>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </nav>
      {doc.tags.map(({ name }) => (
        <div key={name} className="space-y-3">
          <h2 className="text-lg font-semibold">{name}</h2>
          {entries
            .filter((e) => e.op.tags.includes(name))
            .map((e) => (
              <OperationCard key={e.op.operationId} {...e} />
            ))}
        </div>
      ))}
    </main>
  );
}
