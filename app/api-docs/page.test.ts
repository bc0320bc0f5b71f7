import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/api/openapi";
import ApiDocsPage from "./page";

describe("the API reference page", () => {
  it("lists every operation of the OpenAPI document with its parameters, body fields and responses", () => {
    const html = renderToStaticMarkup(ApiDocsPage());
    const doc = openApiDocument();
    for (const [path, methods] of Object.entries(doc.paths))
      for (const op of Object.values(methods)) {
        expect(html).toContain(`id="${op.operationId}"`);
        expect(html).toContain(`/api/v1${path}`);
      }
    expect(html).toContain("<code>placement</code>");
    expect(html).toContain("&quot;append&quot; | &quot;chronological&quot;");
    expect(html).toContain("text/event-stream");
    expect(html).not.toContain("<script");
  });
});
