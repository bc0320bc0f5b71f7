import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAIServer, type FakeServer } from "@/lib/ai/testing/fake-openai-server";
import { startTurn } from "@/lib/chat/turn";
import { getDb } from "@/lib/db/client";
import { resetEnv } from "@/lib/env";
import { authSecret } from "@/lib/auth/secret";
import { seedConversation } from "@/lib/testing/fixtures";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { encryptKey, maskKey } from "./crypto";
import { addConnection } from "./connections";
import { updateNodeParams } from "./node-params";
import { setRequestResolver } from "./url-policy";

useTestDatabase();

let fake: FakeServer;
beforeAll(async () => {
  delete process.env.CONNECTIONS_ALLOW_PRIVATE_URLS;
  resetEnv();
  fake = await startFakeOpenAIServer();
});
afterEach(() => setRequestResolver(null));
afterAll(async () => {
  await fake.close();
});

describe("a connection's address is checked at each request, not only when saved", () => {
  it("a name that resolved to a public address when saved and now to a private one: the turn fails, nothing is sent", async () => {
    const port = new URL(fake.url).port;
    const url = `http://models.rebind.test:${port}/v1`;
    // Saved through the same check as the settings page, the name resolving to a public address then.
    await expect(
      addConnection(
        { name: "rebind-probe", provider: "openai-compatible", url },
        { resolve: async () => ["93.184.216.34"], allowPrivate: false },
      ),
    ).resolves.toMatchObject({ name: "rebind-probe" });
    // The stored connection the turn uses (its model listed, as a test would have left it).
    await getDb().$transaction([
      getDb().connection.create({
        data: {
          name: "rebind",
          provider: "openai-compatible",
          url,
          keyCipher: encryptKey("sk-rebind-key-0000wxyz", await authSecret()),
          keyHint: maskKey("sk-rebind-key-0000wxyz"),
          models: [{ name: "test-model" }],
        },
      }),
      getDb().instanceSettings.upsert({
        where: { id: "instance" },
        create: { id: "instance", connectionsVersion: 100 },
        update: { connectionsVersion: { increment: 100 } },
      }),
    ]);
    const { rootNodeId } = await seedConversation();
    await updateNodeParams(rootNodeId, { model: "rebind:test-model" });

    const resolved: string[] = [];
    setRequestResolver(async (host) => {
      resolved.push(host);
      return ["127.0.0.1"];
    });
    const before = fake.requests.length;
    const turn = await startTurn({ nodeId: rootNodeId, text: "Hello?" });
    await turn.result.consumeStream();
    expect((await turn.done).status).toBe("error");
    await turn.followUps;
    expect(resolved).toContain("models.rebind.test");
    expect(fake.requests.length).toBe(before);
    const items = await getDb().item.findMany({ where: { nodeId: rootNodeId }, orderBy: { position: "asc" } });
    expect(items.map((i) => [i.role, i.status])).toEqual([
      ["user", "complete"],
      ["assistant", "error"],
    ]);
    expect(items[1]!.error).toMatch(/private or loopback address/);
  });
});
