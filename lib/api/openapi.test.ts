import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { openApiDocument } from "./openapi";
import { OPERATIONS } from "./operations";
import { invokeOperation } from "./operation";
import { schemaFields, schemaLimits, schemaType } from "./schema-text";

const V1 = fileURLToPath(new URL("../../app/api/v1", import.meta.url));
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** "METHOD /path/{param}" of every exported handler of every app/api/v1 route file. */
async function routeMethods(): Promise<string[]> {
  const found: string[] = [];
  for (const file of walk(V1).filter((f) => f.endsWith("/route.ts"))) {
    const path = `/${relative(V1, file).replace(/\/?route\.ts$/, "")}`.replace(/\[(\w+)\]/g, "{$1}");
    const handlers = (await import(file)) as Record<string, unknown>;
    for (const method of METHODS) if (typeof handlers[method] === "function") found.push(`${method} ${path}`);
  }
  return found.sort();
}

describe("the OpenAPI document of /api/v1", () => {
  const doc = openApiDocument();
  const documented = Object.entries(doc.paths)
    .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
    .sort();

  it("has an entry for every route file's method, and a route for every entry", async () => {
    const routes = await routeMethods();
    expect(routes.filter((r) => !documented.includes(r))).toEqual([]);
    expect(documented.filter((d) => !routes.includes(d))).toEqual([]);
  });

  it("is OpenAPI 3.1 with unique operation ids, every path parameter declared and every body a schema", () => {
    expect(doc.openapi).toBe("3.1.0");
    const ids = Object.values(doc.paths).flatMap((m) => Object.values(m).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    for (const [path, methods] of Object.entries(doc.paths)) {
      const placeholders = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const op of Object.values(methods)) {
        expect(
          op.parameters
            .filter((p) => p.in === "path")
            .map((p) => p.name)
            .sort(),
          op.operationId,
        ).toEqual(placeholders);
        for (const content of Object.values(op.requestBody?.content ?? {}))
          expect(content.schema).toHaveProperty("type");
        expect(
          Object.keys(op.responses).some((s) => s.startsWith("2")),
          op.operationId,
        ).toBe(true);
        expect(JSON.stringify(op)).not.toContain("$schema");
      }
    }
  });

  it("describes a body from the actions' schemas: merge's mode and placement, their enums, the note's limit", () => {
    const merge = doc.paths["/nodes/{nodeId}/merge"]!.post!;
    const body = merge.requestBody!.content["application/json"]!.schema;
    expect(body.required).toEqual(["mode", "placement"]);
    const fields = Object.fromEntries(schemaFields(body).map((f) => [f.name, f]));
    expect(fields.mode!.type).toBe('"full" | "selected" | "condensed"');
    expect(fields.placement!.type).toBe('"append" | "chronological"');
    expect(fields.note!.limits).toBe("1–40000 characters");
    expect(Object.keys(fields)).not.toContain("nodeId"); // in the path
    expect(merge["x-canopy-effect"]).toBe("destructive");
    expect(Object.keys(merge.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "403", "404", "409"]));
  });

  it("puts GET inputs in the query and a document's text in a text body", () => {
    const exported = doc.paths["/conversations/{conversationId}/export"]!.get!;
    expect(exported.parameters.map((p) => `${p.in}:${p.name}`)).toEqual([
      "path:conversationId",
      "query:format",
      "query:node",
    ]);
    expect(schemaLimits(exported.parameters[1]!.schema)).toBe('default "json"');
    const imported = doc.paths["/projects/{projectId}/knowledge/documents"]!.post!;
    expect(Object.keys(imported.requestBody!.content)).toEqual(["text/markdown", "text/plain"]);
    expect(imported.parameters.map((p) => p.name)).toEqual(["projectId", "replace", "name"]);
  });

  it("documents exactly what the operation validates (the same schema refuses what the document forbids)", async () => {
    const op = OPERATIONS.find((o) => o.id === "createBranch")!;
    const policy = schemaType(
      (doc.paths[op.path]!.post!.requestBody!.content["application/json"]!.schema.properties as Record<string, never>)
        .policy,
    );
    expect(policy).toBe('"none" | "full" | "selective" | "compressed"');
    await expect(invokeOperation(op, { nodeId: "n", policy: "sideways" }, null)).rejects.toMatchObject({
      code: "invalid:input",
      fields: { policy: expect.any(String) },
    });
    expect(z.toJSONSchema(op.input, { io: "input" })).toBeTruthy();
  });
});
