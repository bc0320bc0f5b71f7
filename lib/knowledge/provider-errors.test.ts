import { APICallError } from "ai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setModelOverride } from "@/lib/ai/providers";
import { getDb } from "@/lib/db/client";
import { createProject } from "@/lib/db/queries/projects";
import { throwingModel } from "@/lib/testing/models";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { askProject } from "./ask";
import { importDocuments } from "./import";

useTestDatabase();
afterEach(() => {
  setModelOverride(null);
  vi.restoreAllMocks();
});

/** A provider that answers 500 with its own address and a key in the message (issue 18). */
const boom = () =>
  new APICallError({
    message: "internal boom at http://127.0.0.1:4511/v1 (sk-live-ABCDEFGH12345678)",
    url: "http://127.0.0.1:4511/v1/chat/completions",
    requestBodyValues: {},
    statusCode: 500,
    isRetryable: false,
  });

const notes = { name: "notes.md", content: "# Herons\n\nThe Heron gateway is owned by Priya. It ships in March." };

describe("the knowledge engines with a failing model", () => {
  it("ask answers provider:failed, redacted, instead of the raw error (internal:*)", async () => {
    const { id: projectId } = await createProject({ name: "Ask fails" });
    await importDocuments(projectId, [notes]); // offline engine: the tree exists
    await getDb().project.update({ where: { id: projectId }, data: { model: "mock:model" } });
    setModelOverride(throwingModel(boom()));
    const error = await askProject(projectId, "Who owns the Heron gateway?").catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "provider:failed", status: 502 });
    expect((error as Error).message).not.toMatch(/127\.0\.0\.1|sk-live/);
  });

  it("an import answers provider:unreachable when the model server cannot be reached, and writes nothing", async () => {
    const { id: projectId } = await createProject({ name: "Import fails" });
    await getDb().project.update({ where: { id: projectId }, data: { model: "mock:model" } });
    const refused = new Error("fetch failed", {
      cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
    });
    setModelOverride(throwingModel(refused));
    const error = await importDocuments(projectId, [notes]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "provider:unreachable" });
    expect(await getDb().document.count({ where: { projectId } })).toBe(0);
  });
});
