import { beforeAll, describe, expect, it, vi } from "vitest";
import { revalidatePath } from "next/cache";
import { getDb } from "@/lib/db/client";
import { createProject } from "@/lib/db/queries/projects";
import { importDocuments } from "@/lib/knowledge/import";
import { DEFAULT_CONTENT_TYPES } from "@/lib/extract/taxonomy";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { askKnowledgeAction } from "./ask-knowledge";
import { deleteDocumentAction } from "./delete-document";
import { updateTaxonomyAction } from "./update-taxonomy";

vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));
// Behaviour behind the guard: the caller owns every project (the guard itself: guard.test.ts).
vi.mock("@/lib/auth/current", async () => (await import("@/lib/testing/auth")).ownerOfEverythingModule);

useTestDatabase();
let projectId: string;
beforeAll(async () => {
  projectId = (await createProject({ name: "Knowledge actions" })).id;
  await importDocuments(projectId, [
    {
      name: "standup.md",
      content:
        "# Standup\n\nThe rollback password for the Kestrel cluster is AMBER-4471.\n\nPriya will fix the navbar by Friday.",
    },
  ]);
});

describe("askKnowledgeAction", () => {
  it("answers from the project's tree", async () => {
    const result = await askKnowledgeAction({
      projectId,
      question: "  What is the rollback password for the Kestrel cluster?  ",
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.data.answer).toContain("AMBER-4471");
    expect(result.data.citations).toHaveLength(1);
    expect(result.data.trace.length).toBeGreaterThan(0);
  });

  it.each([
    ["an empty question", { projectId: "x", question: "   " }, "invalid:input", /question/],
    ["an oversized question", { projectId: "x", question: "q".repeat(4001) }, "invalid:input", /4,000/],
    ["a missing project id", { projectId: "", question: "Why?" }, "invalid:input", /id is required/],
    ["an unknown project", { projectId: "missing", question: "Why?" }, "not_found:project", /does not exist/],
  ])("rejects %s", async (_, input, code, message) => {
    const result = await askKnowledgeAction(input);
    expect(result).toMatchObject({ ok: false, error: { code, message: expect.stringMatching(message) } });
  });
});

describe("updateTaxonomyAction", () => {
  it("stores the trimmed, deduplicated list and revalidates the knowledge page", async () => {
    const result = await updateTaxonomyAction({ projectId, types: [" Recipes ", "RECIPES", "Field notes"] });
    expect(result).toEqual({ ok: true, data: { types: ["Recipes", "Field notes"] } });
    const row = await getDb().project.findUniqueOrThrow({ where: { id: projectId } });
    expect(row.contentTypes).toEqual(["Recipes", "Field notes"]);
    expect(revalidatePath).toHaveBeenCalledWith(`/projects/${projectId}/knowledge`);
  });

  it.each([
    ["no types", [], /at least one/],
    ["an empty type", ["Recipes", "  "], /cannot be empty/],
    ["a type over 80 characters", ["x".repeat(81)], /80 characters/],
    ["more than 200 types", Array.from({ length: 201 }, (_, i) => `Type ${i}`), /200/],
    ["a list of numbers", [1, 2] as unknown as string[], /text/],
  ])("rejects %s and changes nothing", async (_, types, message) => {
    const { id } = await createProject({ name: "Untouched" });
    const result = await updateTaxonomyAction({ projectId: id, types });
    expect(result).toMatchObject({
      ok: false,
      error: { code: "invalid:input", message: expect.stringMatching(message) },
    });
    expect((await getDb().project.findUniqueOrThrow({ where: { id } })).contentTypes).toBeNull();
  });

  it("rejects an unknown project", async () => {
    expect(await updateTaxonomyAction({ projectId: "missing", types: [...DEFAULT_CONTENT_TYPES] })).toMatchObject({
      ok: false,
      error: { code: "not_found:project" },
    });
  });
});

describe("deleteDocumentAction", () => {
  it("deletes a document of the project, and refuses one of another project", async () => {
    const other = (await createProject({ name: "Other knowledge" })).id;
    const { documentIds } = await importDocuments(projectId, [
      { name: "extra.md", content: "# Extra\n\nA note to delete." },
    ]);
    expect(await deleteDocumentAction({ projectId: other, documentId: documentIds[0] })).toMatchObject({
      ok: false,
      error: { code: "not_found:document" },
    });
    const result = await deleteDocumentAction({ projectId, documentId: documentIds[0] });
    expect(result).toMatchObject({ ok: true, data: { documentId: documentIds[0], name: "extra.md", leaves: 1 } });
    expect(await getDb().document.findUnique({ where: { id: documentIds[0] } })).toBeNull();
    expect(revalidatePath).toHaveBeenCalledWith(`/projects/${projectId}/knowledge`);
    expect(await deleteDocumentAction({ projectId, documentId: "" })).toMatchObject({
      ok: false,
      error: { code: "invalid:input" },
    });
  });
});
