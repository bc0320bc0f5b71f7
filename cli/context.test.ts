import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { countRows } from "@/lib/testing/fixtures";
import { run } from "./canopy";

useTestDatabase();

async function canopy(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return {
    code,
    json: argv.includes("--json") && out.length ? JSON.parse(out.join("\n")) : null,
    stdout: out.join("\n"),
    stderr: err.join("\n"),
  };
}

async function ok(...argv: string[]) {
  const ran = await canopy(...argv, "--json");
  if (ran.code !== 0) throw new Error(`canopy ${argv.join(" ")} failed (${ran.code}): ${ran.stderr}`);
  return ran.json;
}

describe("context and say on a long conversation", () => {
  it("say returns the turn's context report; context previews the next turn without writing", async () => {
    const created = await ok("conversation", "create", "--project", "Context CLI", "--title", "Long");
    await getDb().project.update({ where: { id: created.projectId }, data: { contextBudget: 900 } });
    const node = created.rootNodeId;
    const first = await ok("say", "--node", node, "The rollback password for the Kestrel cluster is AMBER-4471.");
    expect(first.report).toMatchObject({ model: "offline", budget: 900, prefixReuse: 0, folded: { items: 0 } });
    expect(first.report.sections.map((s: { name: string }) => s.name)).toEqual([
      "system",
      "digest",
      "inherited",
      "history",
      "recall",
      "message",
    ]);

    let last = first;
    for (let i = 0; i < 30; i++) {
      last = await ok(
        "say",
        "--node",
        node,
        `Turn ${i}: the deploy pipeline of the Heron gateway now runs in ${i + 3} minutes and the runbook needs an update.`,
      );
      expect(last.report.totalTokens).toBeLessThanOrEqual(900);
    }
    expect(last.report.folded.items).toBeGreaterThan(0);

    const before = {
      ...(await countRows()),
      trees: await getDb().knowledgeTree.count(),
      treeNodes: await getDb().knowledgeNode.count(),
    };
    const preview = await ok(
      "context",
      "--node",
      node,
      "--query",
      "What is the rollback password for the Kestrel cluster?",
    );
    expect(Object.keys(preview)).toEqual(
      expect.arrayContaining(["sections", "recalled", "totalTokens", "prefixReuse"]),
    );
    expect(preview.sections.map((s: { name: string }) => s.name)).toEqual([
      "system",
      "digest",
      "inherited",
      "history",
      "recall",
      "message",
    ]);
    expect(preview.sections[3]).toMatchObject({ tokens: expect.any(Number), items: expect.any(Array) });
    expect(preview.recalled.length).toBeGreaterThan(0);
    expect(preview.recalled[0]).toMatchObject({ treeNodeId: expect.any(String), tokens: expect.any(Number) });
    expect(preview.totalTokens).toBeLessThanOrEqual(900);
    expect(preview.prefixReuse).toBeGreaterThan(0);
    expect({
      ...(await countRows()),
      trees: await getDb().knowledgeTree.count(),
      treeNodes: await getDb().knowledgeNode.count(),
    }).toEqual(before);

    const plain = await canopy("context", "--node", node);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toMatch(/^Next turn in .+: [\d,]+ of 900 tokens, prefix reuse \d+%/);
  });

  it("context refuses a missing node flag (exit 2) and an unknown node (exit 1)", async () => {
    expect((await canopy("context", "--json")).code).toBe(2);
    const missing = await canopy("context", "--node", "nope", "--json");
    expect(missing.code).toBe(1);
    expect(missing.json.error.code).toBe("not_found:node");
  });
});
