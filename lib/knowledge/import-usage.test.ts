import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db/client";
import { createProject } from "@/lib/db/queries/projects";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { importDocuments } from "./import";
import type * as Engines from "@/lib/memory/engines";

// The usage rows of an import's engine calls cannot be written (a busy database).
vi.mock("@/lib/memory/engines", async (original) => ({
  ...(await original<typeof Engines>()),
  recordEngineCalls: vi.fn(async () => {
    throw new Error("Transaction API error: Unable to start a transaction in the given time.");
  }),
}));

useTestDatabase();

describe("an import whose usage rows cannot be written", () => {
  it("still succeeds once its tree is saved, so a retry never imports the documents twice", async () => {
    const { id: projectId } = await createProject({ name: "Usage" });
    const text = "# Relay\n\nThe heron relay retries a delivery after 45 seconds.\n\nIt keeps 12 spool files.";
    const result = await importDocuments(projectId, [{ name: "relay.md", content: new TextEncoder().encode(text) }]);
    expect(result.documents).toBe(1);
    const documents = await getDb().document.findMany({ where: { projectId } });
    expect(documents.map((d) => d.name)).toEqual(["relay.md"]);
    const { recordEngineCalls } = await import("@/lib/memory/engines");
    expect(recordEngineCalls).toHaveBeenCalled();
  });
});
