import { beforeAll, describe, expect, it } from "vitest";
import { setModelOverride } from "@/lib/ai/providers";
import { getDb } from "@/lib/db/client";
import { askProject } from "@/lib/knowledge/ask";
import { importDocuments } from "@/lib/knowledge/import";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation, thread } from "@/lib/testing/fixtures";
import { previewBranch } from "@/lib/tree-ops/branch";
import { condenseBranch } from "@/lib/tree-ops/merge";
import { createBranch } from "@/lib/tree-ops/create-branch";

useTestDatabase();
beforeAll(() => {
  setModelOverride(null);
});

const purposes = async (projectId: string) =>
  (await getDb().usage.findMany({ where: { projectId }, orderBy: { createdAt: "asc" } })).map(
    (u) => `${u.purpose}:${u.model}:${u.outcome}`,
  );

describe("usage for every purpose (offline engine)", () => {
  it("imports, asks, compressed branches and condensed merges each write usage rows under their purpose", async () => {
    const { projectId, rootNodeId } = await seedConversation({
      messages: thread("The launch code is ORCHID-7.", "Noted.", "Dana Ruiz owns the billing migration.", "Noted."),
    });

    await importDocuments(projectId, [
      { name: "notes.md", content: "# Notes\n\nOwner: Dana Ruiz\n\nThe review is in Lisbon." },
    ]);
    expect(await purposes(projectId)).toContain("summarise:offline:ok");

    const before = (await purposes(projectId)).length;
    await askProject(projectId, "Where is the review?");
    const afterAsk = await purposes(projectId);
    expect(afterAsk.length).toBeGreaterThan(before);
    expect(afterAsk.slice(before).every((p) => p === "navigate:offline:ok")).toBe(true);

    const preview = await previewBranch({ nodeId: rootNodeId, fromItemId: null, policy: "compressed" });
    expect((await purposes(projectId)).filter((p) => p.startsWith("compress:"))).toHaveLength(1);

    const child = await createBranch({
      parentId: rootNodeId,
      fromItemId: null,
      policy: "compressed",
      note: preview.policy === "compressed" ? preview.note : "x",
    });
    await getDb().item.create({
      data: {
        nodeId: child.nodeId,
        position: 10,
        role: "user",
        content: "The venue is Hall B.",
        origin: "local",
        tokenCount: 6,
      },
    });
    await condenseBranch(child.nodeId);
    expect((await purposes(projectId)).filter((p) => p.startsWith("merge:"))).toHaveLength(1);

    const rows = await getDb().usage.findMany({ where: { projectId, purpose: "merge" } });
    expect(rows[0]).toMatchObject({ nodeId: child.nodeId, model: "offline", outcome: "ok" });
    expect(rows[0].inputTokens).toBeGreaterThan(0);
  });
});
