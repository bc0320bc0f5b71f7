import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { createProject } from "@/lib/db/queries/projects";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { importDocuments } from "./import";
import { readImportRequest } from "./import-request";
import { readDocuments } from "./read-documents";

useTestDatabase();

const NUL = "\u0000";

/**
 * NUL characters in a knowledge import (issue 18): PostgreSQL refused them (500, invalid byte
 * sequence 0x00) in a file's name, pasted text was refused as binary, a chat export could spell
 * one in a JSON string. They are removed on the way in, as at every other boundary, on both databases.
 */
describe("NUL characters in a knowledge import", () => {
  it("are removed from file names, pasted text and chat exports, and the import is stored", async () => {
    const { id: projectId } = await createProject({ name: "Nul import" });
    const chat = JSON.stringify([
      { role: "user", content: `Who owns the Heron gateway?${NUL}` },
      { role: "assistant", content: `Pri${NUL}ya owns it.` },
    ]);
    const result = await importDocuments(projectId, [
      { name: `heron${NUL}-notes.md`, content: new TextEncoder().encode("# Heron\n\nThe gateway ships in March.") },
      { name: "pasted.md", content: `The kelp${NUL} harvest starts in May.` },
      { name: "chat.json", content: chat },
    ]);
    expect(result.documents).toBe(3);
    const documents = await getDb().document.findMany({ where: { projectId }, orderBy: { name: "asc" } });
    expect(documents.map((d) => d.name)).toEqual(["chat.json", "heron-notes.md", "pasted.md"]);
    const leaves = await getDb().knowledgeNode.findMany({ where: { level: "leaf" }, select: { text: true } });
    const text = leaves.map((l) => l.text ?? "").join("\n");
    expect(text).toContain("The kelp harvest starts in May.");
    expect(text).toContain("Priya owns it.");
    expect(text).not.toContain(NUL);
  });

  it("pasted through the import route's body: the name and the text lose their NUL characters", async () => {
    const request = new Request("http://localhost/api/projects/p/import", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: `Meeting${NUL} notes.md`, text: `Decided${NUL}: ship on Friday.` }),
    });
    const [doc] = await readDocuments(await readImportRequest(request));
    expect(doc).toMatchObject({ name: "Meeting notes.md", text: "Decided: ship on Friday." });
  });
});
