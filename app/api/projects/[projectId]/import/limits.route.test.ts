import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db/client";
import { createProject } from "@/lib/db/queries/projects";
import { zipBomb } from "@/lib/knowledge/testing-documents";
import { useTestDatabase } from "@/lib/testing/use-test-database";

// Behaviour behind the guard: the caller owns every project (the guard itself: lib/auth/guard.test.ts).
vi.mock("@/lib/auth/current", async () => (await import("@/lib/testing/auth")).ownerOfEverythingModule);
import { POST } from "./route";

useTestDatabase();

const upload = (file: File) => {
  const form = new FormData();
  form.append("files", file);
  return new Request("http://localhost/api/import", {
    method: "POST",
    headers: { origin: "http://localhost" },
    body: form,
  });
};

describe("POST /api/projects/[projectId]/import: bombs and monsters (issue 18)", () => {
  it("answers 413 to a .docx zip bomb and to a file over 5 MB, naming the file, queuing nothing", async () => {
    const { id } = await createProject({ name: "Bombs" });
    const cases: [File, RegExp][] = [
      [new File([await zipBomb(200 * 1024 * 1024)], "bomb.docx"), /"bomb\.docx" unpacks to more than 20 MB .*zip bomb/],
      [new File([new Uint8Array(5 * 1024 * 1024 + 1).fill(0x61)], "big.txt"), /"big\.txt" is 5\.0 MB/],
    ];
    for (const [file, message] of cases) {
      const response = await POST(upload(file), { params: Promise.resolve({ projectId: id }) });
      expect(response.status).toBe(413);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error).toMatchObject({ code: "too_large:document", message: expect.stringMatching(message) });
    }
    expect(await getDb().job.count({ where: { projectId: id } })).toBe(0);
  });
});
