import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { getProject } from "@/lib/db/queries/projects";
import { startTurn } from "@/lib/chat/turn";
import { createBranch } from "@/lib/tree-ops/create-branch";
import { seedConversation, thread } from "@/lib/testing/fixtures";
import { useFakeProvider } from "@/lib/testing/fake-provider";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { authSecret } from "@/lib/auth/secret";
import { encryptKey, maskKey } from "./crypto";
import { updateNodeParams } from "./node-params";
import { getNodeSettings } from "./node-settings";
import { listUsableModels, refreshModelRegistry, resolveTurnModel, taskModelFor } from "./registry";

useTestDatabase();

const provider = useFakeProvider();

/** What another instance (or the CLI's process) does: writes the row and bumps the version itself. */
async function addElsewhere(name: string) {
  const key = "sk-elsewhere-key-00000abcd";
  await getDb().$transaction([
    getDb().connection.create({
      data: {
        name,
        provider: "openai-compatible",
        url: provider().url,
        keyCipher: encryptKey(key, await authSecret()),
        keyHint: maskKey(key),
        models: [{ name: "test-model" }],
      },
    }),
    getDb().instanceSettings.upsert({
      where: { id: "instance" },
      create: { id: "instance", connectionsVersion: 1 },
      update: { connectionsVersion: { increment: 1 } },
    }),
  ]);
}

describe("the model registry follows the stored connections", () => {
  it("uses a connection written by another process at the next model list, without a restart", async () => {
    expect((await listUsableModels()).map((m) => m.id)).not.toContain("remote:test-model");
    await addElsewhere("remote");
    const models = await listUsableModels();
    expect(models.find((m) => m.id === "remote:test-model")).toMatchObject({
      connection: "remote",
      provider: "openai-compatible",
      label: "remote · test-model",
    });
  });

  it("answers with the node's model and parameters; a branch inherits them, its own change stays its own", async () => {
    const { rootNodeId, itemIds } = await seedConversation({ messages: thread("The budget is 3000 euros.", "Noted.") });
    await updateNodeParams(rootNodeId, { model: "remote:test-model", temperature: 0.2, maxOutputTokens: 321 });
    const turn = await startTurn({ nodeId: rootNodeId, text: "Hello?" });
    await turn.result.consumeStream();
    expect((await turn.done).status).toBe("complete");
    expect(turn.model).toBe("remote:test-model");
    const sent = provider()
      .requests.filter((r) => r.path.endsWith("/chat/completions"))
      .at(-1)!;
    expect(sent.headers.authorization).toBe("Bearer sk-elsewhere-key-00000abcd");
    expect(sent.body).toMatchObject({ model: "test-model", temperature: 0.2, max_tokens: 321 });

    const child = await createBranch({ parentId: rootNodeId, fromItemId: itemIds[1]!, policy: "full" });
    expect((await getNodeSettings(child.nodeId)).own).toEqual({
      model: "remote:test-model",
      systemPrompt: null,
      temperature: 0.2,
      maxOutputTokens: 321,
    });
    await updateNodeParams(child.nodeId, { temperature: 1.1 });
    expect((await getNodeSettings(rootNodeId)).effective.temperature).toBe(0.2);
    expect((await getNodeSettings(child.nodeId)).effective).toMatchObject({
      model: "remote:test-model",
      label: "remote · test-model",
      available: true,
      temperature: 1.1,
    });
  });

  it("answers with the project's temperature and output limit where the node sets none", async () => {
    const { projectId, rootNodeId } = await seedConversation();
    await getDb().project.update({
      where: { id: projectId },
      data: { model: "remote:test-model", temperature: 0.7, maxOutputTokens: 456 },
    });
    const turn = await startTurn({ nodeId: rootNodeId, text: "Hello?" });
    await turn.result.consumeStream();
    expect((await turn.done).status).toBe("complete");
    const sent = provider()
      .requests.filter((r) => r.path.endsWith("/chat/completions"))
      .at(-1)!;
    expect(sent.body).toMatchObject({ model: "test-model", temperature: 0.7, max_tokens: 456 });
  });

  it("refuses an unknown model for a node, and a temperature out of range never reaches the database", async () => {
    const { rootNodeId } = await seedConversation();
    await expect(updateNodeParams(rootNodeId, { model: "gone:model" })).rejects.toMatchObject({
      code: "invalid:model",
    });
    const { nodeParamsSchema } = await import("@/lib/shared/connections");
    expect(nodeParamsSchema.safeParse({ temperature: 3 }).success).toBe(false);
    expect((await getNodeSettings(rootNodeId)).own.model).toBeNull();
  });

  it("a stored model that is not available fails the turn like a provider error: question kept, answer marked", async () => {
    const { projectId, rootNodeId } = await seedConversation();
    await getDb().project.update({ where: { id: projectId }, data: { model: "openai:gpt-4o-mini" } });
    const failure = await startTurn({ nodeId: rootNodeId, text: "Hello" }).then(
      async (turn) => {
        await turn.result.consumeStream();
        return (await turn.done).status;
      },
      (error: Error) => error.message,
    );
    expect(String(failure)).toMatch(/error|OPENAI_API_KEY/);
    const items = await getDb().item.findMany({ where: { nodeId: rootNodeId }, orderBy: { position: "asc" } });
    expect(items.map((i) => [i.role, i.status])).toEqual([
      ["user", "complete"],
      ["assistant", "error"],
    ]);
    expect(items[1]!.error).toMatch(/OPENAI_API_KEY/);
  });
});

describe("one settings read per turn", () => {
  it("a turn's settings carry the registry it refreshed: its task model reads no settings again", async () => {
    const { rootNodeId, projectId } = await seedConversation({ name: "Once" });
    const settings = await resolveTurnModel(rootNodeId, await getProject(projectId));
    expect(settings.registry).toMatchObject({ taskModel: null });
    // Another instance sets the task model: a later request sees it; this turn, passing what it read, does not read again.
    await getDb().instanceSettings.upsert({
      where: { id: "instance" },
      create: { id: "instance", taskModel: "offline", connectionsVersion: 1000 },
      update: { taskModel: "offline", connectionsVersion: { increment: 1 } },
    });
    const conversation = { model: "elsewhere:gone", taskModel: null };
    expect(await taskModelFor(conversation, settings.registry)).toBe("elsewhere:gone");
    expect(await taskModelFor(conversation)).toBe("offline");
    expect((await refreshModelRegistry()).taskModel).toBe("offline");
  });
});
