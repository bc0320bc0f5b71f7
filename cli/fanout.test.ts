import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { canopy, ok } from "./testing";

useTestDatabase();

describe("canopy fanout and models", () => {
  it("models lists the configured models, the offline engine first", async () => {
    const { models } = await ok("models");
    expect(models[0]).toEqual({ id: "offline", label: "Offline engine", provider: "offline" });
  });

  it("fanout waits for every answer and prints one branch per target", async () => {
    const { rootNodeId } = await ok("conversation", "create", "--project", "Fan", "--title", "Fan");
    await ok("say", "--node", rootNodeId, "The launch code is ORCHID-7.");
    const result = await ok(
      ...["fanout", "--node", rootNodeId, "--models", "offline,offline"],
      ...["--system", "Be brief.", "--system", "Be thorough.", "What is the launch code?"],
    );
    expect(result).toMatchObject({ fanoutId: expect.any(String) });
    expect(result.branches).toHaveLength(2);
    for (const b of result.branches) {
      expect(b).toMatchObject({ nodeId: expect.any(String), model: "offline", assistantItemId: expect.any(String) });
      expect(b.status).toBe("complete");
      expect(b.text).toContain("ORCHID-7");
    }
    const tree = await ok("window", "--node", result.branches[1].nodeId);
    expect(tree.items.at(-2)).toMatchObject({ role: "user", content: "What is the launch code?" });
  });

  it("refuses one target, an unknown model and a --system count that does not match", async () => {
    const { rootNodeId } = await ok("conversation", "create", "--project", "Fan", "--title", "Bad");
    const one = await canopy("fanout", "--node", rootNodeId, "--models", "offline", "Hi", "--json");
    expect(one.code).not.toBe(0);
    expect(one.stderr).toMatch(/2 to 6/);
    const unknown = await canopy("fanout", "--node", rootNodeId, "--models", "offline,nope:x", "Hi", "--json");
    expect(unknown.stderr).toMatch(/not a model of this deployment/);
    const prompts = await canopy(
      ...["fanout", "--node", rootNodeId, "--models", "offline,offline", "--system", "a", "Hi", "--json"],
    );
    expect(prompts.stderr).toMatch(/once per model/);
  });
});

describe("canopy compare", () => {
  it("prints each answer with its model, the agreed claims and the differences", async () => {
    const { rootNodeId } = await ok("conversation", "create", "--project", "Fan", "--title", "Compare");
    await ok("say", "--node", rootNodeId, "The launch code is ORCHID-7. The office is in Lyon.");
    const fan = await ok(
      "fanout",
      "--node",
      rootNodeId,
      "--models",
      "offline,offline",
      "--system",
      "a",
      "--system",
      "b",
      "What is the launch code?",
    );
    const compared = await ok("compare", "--fanout", fan.fanoutId);
    expect(compared.fanoutId).toBe(fan.fanoutId);
    expect(compared.answers.map((a: { nodeId: string }) => a.nodeId)).toEqual(
      fan.branches.map((b: { nodeId: string }) => b.nodeId),
    );
    expect(compared.answers[0]).toMatchObject({ model: "offline", text: expect.stringContaining("ORCHID-7") });
    // The same engine over the same context: its answers agree.
    expect(compared.agreed.join(" ")).toContain("ORCHID-7");
    expect(compared.differences).toEqual([]);
    const missing = await canopy("compare", "--fanout", "nope", "--json");
    expect(missing.json.error.code).toBe("not_found:fanout");
  });
});
