import { describe, expect, it } from "vitest";
import { startTurn } from "@/lib/chat/turn";
import { getDb } from "@/lib/db/client";
import { seedConversation } from "@/lib/testing/fixtures";
import { testViewer } from "@/lib/testing/auth";
import { useFakeProvider } from "@/lib/testing/fake-provider";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { listConnections, removeConnection, testConnection, updateConnection } from "./connections";
import { updateModelSettings } from "./model-settings";
import { updateNodeParams } from "./node-params";
import { addOwnConnection, listOwnConnections, removeOwnConnection, testOwnConnection } from "./own-connections";
import { assertUsableModel, listUsableModels } from "./registry";

useTestDatabase();

const ALICE_KEY = "sk-alice-own-key-000000a1ce";
const provider = useFakeProvider();

const completions = () => provider().requests.filter((r) => r.path.endsWith("/chat/completions"));

async function answer(nodeId: string, userId: string) {
  const turn = await startTurn({ nodeId, text: "Hello?", userId });
  await turn.result.consumeStream();
  const outcome = await turn.done;
  await turn.followUps;
  return { model: turn.model, status: outcome.status };
}

describe("users' own keys", () => {
  it("are off by default: adding one is refused and nothing is written", async () => {
    const alice = await testViewer("alice-keys@example.test");
    await expect(
      addOwnConnection(alice.userId, {
        name: "alice-off",
        provider: "openai-compatible",
        url: provider().url,
        key: ALICE_KEY,
      }),
    ).rejects.toMatchObject({ code: "forbidden:user_keys" });
    expect(await getDb().connection.count({ where: { ownerId: alice.userId } })).toBe(0);
  });

  it("when allowed, a user's connection is theirs alone: listed, picked and answering only for them", async () => {
    const alice = await testViewer("alice-keys@example.test");
    const bob = await testViewer("bob-keys@example.test");
    const admin = await testViewer("admin-keys@example.test");
    await updateModelSettings({ userKeys: true });
    const added = await addOwnConnection(alice.userId, {
      name: "alice-own",
      provider: "openai-compatible",
      url: provider().url,
      key: ALICE_KEY,
    });
    expect(added.models).toContain("test-model");

    // The key is stored encrypted and shown masked to its owner only.
    const row = await getDb().connection.findUniqueOrThrow({ where: { id: added.id } });
    expect(row.ownerId).toBe(alice.userId);
    expect(row.keyCipher).not.toContain(ALICE_KEY);
    const own = await listOwnConnections(alice.userId);
    expect(own.map((c) => [c.name, c.key])).toEqual([["alice-own", "sk-...a1ce"]]);
    expect(JSON.stringify(own)).not.toContain(ALICE_KEY);
    expect(await listOwnConnections(bob.userId)).toEqual([]);
    // Administrators do not see, test, edit or remove it.
    expect((await listConnections()).map((c) => c.name)).not.toContain("alice-own");
    await expect(testConnection(added.id)).rejects.toMatchObject({ code: "not_found:connection" });
    await expect(updateConnection({ connectionId: added.id, vision: true })).rejects.toMatchObject({
      code: "not_found:connection",
    });
    await expect(removeConnection(added.id)).rejects.toMatchObject({ code: "not_found:connection" });
    // Nor does another user.
    await expect(testOwnConnection(bob.userId, added.id)).rejects.toMatchObject({ code: "not_found:connection" });
    await expect(removeOwnConnection(bob.userId, added.id)).rejects.toMatchObject({ code: "not_found:connection" });
    expect(await testOwnConnection(alice.userId, added.id)).toEqual({ ok: true, models: ["test-model"] });

    // Its models are in its owner's list only; nobody else may choose them.
    expect((await listUsableModels(alice.userId)).map((m) => m.id)).toContain("alice-own:test-model");
    for (const who of [bob.userId, admin.userId, null])
      expect((await listUsableModels(who)).map((m) => m.id)).not.toContain("alice-own:test-model");
    await expect(assertUsableModel("alice-own:test-model", bob.userId)).rejects.toMatchObject({
      code: "invalid:model",
    });
    await expect(updateModelSettings({ taskModel: "alice-own:test-model" })).rejects.toMatchObject({
      code: "invalid:model",
    });

    // Alice's turn answers with her key.
    const { rootNodeId } = await seedConversation({ name: "Shared with a personal key" });
    await expect(
      updateNodeParams(rootNodeId, { model: "alice-own:test-model" }, null, bob.userId),
    ).rejects.toMatchObject({ code: "invalid:model" });
    await updateNodeParams(rootNodeId, { model: "alice-own:test-model" }, null, alice.userId);
    const sentBefore = completions().length;
    expect(await answer(rootNodeId, alice.userId)).toEqual({ model: "alice-own:test-model", status: "complete" });
    const mine = completions().slice(sentBefore);
    expect(mine.length).toBeGreaterThanOrEqual(1);
    expect(mine.every((r) => r.headers.authorization === `Bearer ${ALICE_KEY}`)).toBe(true);

    // Bob, in the same node (say the project is shared): the model is not his; his turn fails like a
    // provider error and Alice's key is never sent for him.
    const bobBefore = completions().length;
    expect(await answer(rootNodeId, bob.userId)).toEqual({ model: "alice-own:test-model", status: "error" });
    expect(completions().length).toBe(bobBefore);
    const failed = await getDb().item.findFirstOrThrow({
      where: { nodeId: rootNodeId, role: "assistant" },
      orderBy: { position: "desc" },
    });
    expect(failed.error).toMatch(/Choose another model/);

    // Turned off: her models are gone from her list too; she can still remove her connection.
    await updateModelSettings({ userKeys: false });
    expect((await listUsableModels(alice.userId)).map((m) => m.id)).not.toContain("alice-own:test-model");
    await expect(testOwnConnection(alice.userId, added.id)).rejects.toMatchObject({ code: "forbidden:user_keys" });
    expect(await removeOwnConnection(alice.userId, added.id)).toEqual({ id: added.id, name: "alice-own" });
    expect(await getDb().connection.count({ where: { ownerId: alice.userId } })).toBe(0);
  });
});
