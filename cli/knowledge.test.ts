import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { canopy, ok } from "./testing";

useTestDatabase();
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "canopy-kt-cli-"));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function file(name: string, content: string | Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

const meeting = (i: number) =>
  `# Meeting ${i}\n\n${"The team reviewed the Heron gateway migration plan and the open questions about caching. ".repeat(30)}\n\nAction item ${i}: Tomas will update the runbook.`;

describe("knowledge commands", () => {
  it("import, ask and kt on a project", async () => {
    await ok("conversation", "create", "--project", "Knowledge CLI");
    const paths = [
      file("m1.md", meeting(1)),
      file(
        "facts.txt",
        "Kestrel notes\n\nThe rollback password for the Kestrel cluster is AMBER-4471.\n\nAisha owns the Kestrel cluster.",
      ),
      file(
        "chat.json",
        JSON.stringify({
          messages: [
            { role: "user", content: "Which host runs staging?" },
            { role: "assistant", content: "pg-stg-03 runs staging." },
          ],
        }),
      ),
      ...Array.from({ length: 8 }, (_, i) => file(`m${i + 2}.md`, meeting(i + 2))),
    ];
    const imported = await ok("import", "--project", "Knowledge CLI", ...paths);
    expect(imported).toMatchObject({
      documents: 11,
      chunks: expect.any(Number),
      leaves: expect.any(Number),
      branches: expect.any(Number),
      depth: 2,
      chars: expect.any(Number),
    });
    expect(imported.leaves).toBe(imported.chunks);
    expect(await getDb().document.count()).toBe(11);
    const docs = await ok("docs", "--project", "Knowledge CLI");
    expect(docs.documents).toHaveLength(11);
    expect(docs.documents[1]).toMatchObject({
      name: "facts.txt",
      format: "txt",
      bytes: expect.any(Number),
      chunks: 1,
      createdAt: expect.any(String),
    });
    expect((await canopy("docs", "--project", "Knowledge CLI")).stdout).toMatch(
      /^11 documents in "Knowledge CLI":\n {2}m1\.md {2}md /,
    );

    const asked = await ok(
      "ask",
      "--project",
      "Knowledge CLI",
      "What is the rollback password for the Kestrel cluster?",
    );
    expect(asked.answer).toContain("AMBER-4471");
    expect(asked).toMatchObject({
      status: expect.stringMatching(/complete|partial/),
      engine: "offline",
      tokensTotal: expect.any(Number),
    });
    expect(asked.trace.length).toBeGreaterThan(0);

    const kt = await ok("kt", "--project", "Knowledge CLI");
    expect(kt.rootId).toEqual(expect.any(String));
    expect(kt.nodes[0]).toMatchObject({
      id: kt.rootId,
      level: "root",
      depth: 2,
      parentId: null,
      children: expect.any(Array),
      metadata: { summary: expect.any(String) },
    });
    const ids = new Set(kt.nodes.map((n: { id: string }) => n.id));
    expect(asked.citations.every((id: string) => ids.has(id))).toBe(true);
    const leaves = kt.nodes.filter((n: { level: string }) => n.level === "leaf");
    expect(leaves).toHaveLength(imported.leaves);
    expect(leaves.map((l: { document: string }) => l.document)).toContain("facts.txt");

    const text = await canopy("kt", "--project", "Knowledge CLI");
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^Knowledge tree of "Knowledge CLI": \d+ leaves/);
    expect(text.stdout).toContain("[leaf]");
    const readable = await canopy("ask", "--project", "Knowledge CLI", "Who", "owns", "the", "Kestrel", "cluster?");
    expect(readable.code).toBe(0);
    expect(readable.stdout).toMatch(/Status: (complete|partial)/);
  });

  it("a second import appends; an empty project says to import first", async () => {
    await ok("conversation", "create", "--project", "Appending");
    const first = await ok("import", "--project", "Appending", file("a.md", meeting(1)));
    const second = await ok("import", "--project", "Appending", file("b.md", meeting(2)));
    expect(second.leaves).toBe(first.leaves + second.chunks);
    expect(second.resummarised).toBeLessThanOrEqual(second.depth + 1);

    await ok("conversation", "create", "--project", "Blank");
    expect((await canopy("kt", "--project", "Blank")).stdout).toMatch(/no knowledge tree yet: import documents/);
    expect(await ok("kt", "--project", "Blank")).toEqual({ rootId: null, nodes: [] });
    expect((await ok("ask", "--project", "Blank", "Anything?")).answer).toMatch(/import documents first/);
  });

  it("fails clearly, writing nothing, on bad input", async () => {
    await ok("conversation", "create", "--project", "Strict");
    const good = file("good.md", meeting(3));
    const before = await getDb().document.count();
    const cases: [string[], number, RegExp][] = [
      [["import", "--project", "Nowhere", good], 1, /There is no project named "Nowhere"/],
      [["import", "--project", "Strict", join(dir, "missing.md")], 1, /There is no file ".*missing\.md"/],
      [["import", "--project", "Strict", dir], 1, /is a directory/],
      [
        ["import", "--project", "Strict", good, file("photo.md", new Uint8Array([0xff, 0xd8, 0xff, 0, 0x10]))],
        1,
        /"photo\.md" looks like a binary file/,
      ],
      [["import", "--project", "Strict", file("broken.json", '{"messages": [')], 1, /"broken\.json" is not valid JSON/],
      [["import", "--project", "Strict", file("slides.pdf", "x")], 1, /"slides\.pdf" could not be read as a PDF/],
      [
        ["import", "--project", "Strict", file("slides.pptx", "x")],
        1,
        /"slides\.pptx" is not a file Canopy can import/,
      ],
      [["import", "--project", "Strict"], 2, /at least one file/],
      [["import", good], 2, /Missing --project/],
      [["ask", "--project", "Strict"], 2, /Ask a question/],
      [["ask", "--project", "Nowhere", "Why?"], 1, /There is no project named "Nowhere"/],
      [["kt", "--project", "Nowhere"], 1, /There is no project named "Nowhere"/],
      [["kt", "--project", "Strict", "--depth", "2"], 2, /Unknown option/],
    ];
    for (const [argv, code, message] of cases) {
      const ran = await canopy(...argv, "--json");
      expect(ran.code, argv.join(" ")).toBe(code);
      expect(ran.stderr).toMatch(message);
      expect(ran.json.error.message).toMatch(message);
    }
    expect(await getDb().document.count()).toBe(before);
  });

  it("lists the knowledge commands in the usage text", async () => {
    const help = await canopy("help");
    expect(help.stdout).toContain("import --project NAME FILE...");
    expect(help.stdout).toContain('ask --project NAME "question"');
    expect(help.stdout).toContain("kt --project NAME");
  });
});
