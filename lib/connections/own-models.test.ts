import { describe, expect, it } from "vitest";
import { runFanout } from "@/lib/chat/fanout";
import { modelTakesTools } from "@/lib/chat/tool-loop";
import { modelSeesImages } from "@/lib/chat/turn-images";
import { getDb } from "@/lib/db/client";
import { updateConnectionRow } from "@/lib/db/queries/connections";
import { seedConversation, thread } from "@/lib/testing/fixtures";
import { testViewer } from "@/lib/testing/auth";
import { useFakeProvider } from "@/lib/testing/fake-provider";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { updateModelSettings } from "./model-settings";
import { getNodeSettings } from "./node-settings";
import { updateNodeParams } from "./node-params";
import { addOwnConnection } from "./own-connections";
import { listUsableModels } from "./registry";

useTestDatabase();

const CAROL_KEY = "sk-carol-own-key-00000c4r01";
const provider = useFakeProvider();
const completions = () => provider().requests.filter((r) => r.path.endsWith("/chat/completions"));

/** Users' own models wherever a model is chosen: fan-out targets, and their capabilities in a turn. */
describe("users' own models", () => {
  it("answer their owner's fan-out through their key, and are refused in anyone else's", async () => {
    const carol = await testViewer("carol-own@example.test");
    const dave = await testViewer("dave-own@example.test");
    await updateModelSettings({ userKeys: true });
    await addOwnConnection(carol.userId, {
      name: "carol-own",
      provider: "openai-compatible",
      url: provider().url,
      key: CAROL_KEY,
    });
    const root = await seedConversation({ messages: thread("The office is in Lyon.", "Noted.") });
    const targets = [{ model: "offline" }, { model: "carol-own:test-model" }];

    // Dave may not ask Carol's model: refused before anything is written, her key never sent.
    const nodesBefore = await getDb().node.count();
    const sentBefore = completions().length;
    await expect(
      runFanout({ nodeId: root.rootNodeId, text: "Where is the office?", targets, userId: dave.userId }),
    ).rejects.toMatchObject({ code: "invalid:model" });
    await expect(
      runFanout({ nodeId: root.rootNodeId, text: "Where is the office?", targets, userId: null }),
    ).rejects.toMatchObject({ code: "invalid:model" });
    expect(await getDb().node.count()).toBe(nodesBefore);
    expect(completions().length).toBe(sentBefore);

    // Carol's fan-out answers with her model, through her key, in a branch titled after it.
    const result = await runFanout({
      nodeId: root.rootNodeId,
      text: "Where is the office?",
      targets,
      userId: carol.userId,
    });
    expect(new Map(result.branches.map((b) => [b.model, b.status]))).toEqual(
      new Map([
        ["offline", "complete"],
        ["carol-own:test-model", "complete"],
      ]),
    );
    const sent = completions().slice(sentBefore);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.every((r) => r.headers.authorization === `Bearer ${CAROL_KEY}`)).toBe(true);
    const own = result.branches.find((b) => b.model === "carol-own:test-model")!;
    const node = await getDb().node.findUniqueOrThrow({ where: { id: own.nodeId } });
    expect(node.title).toBe("carol-own · test-model");
  });

  it("have their capabilities known to their owner's turns only (vision, tools)", async () => {
    const erin = await testViewer("erin-own@example.test");
    const frank = await testViewer("frank-own@example.test");
    await updateModelSettings({ userKeys: true });
    const added = await addOwnConnection(erin.userId, {
      name: "erin-own",
      provider: "openai-compatible",
      url: provider().url,
      key: "sk-erin-own-key-0000000e41n",
      vision: true,
    });
    const id = "erin-own:test-model";
    const listed = (await listUsableModels(erin.userId)).find((m) => m.id === id);
    expect(listed?.capabilities?.vision).toBe(true);
    expect(modelSeesImages(id, erin.userId)).toBe(true);
    expect(modelSeesImages(id, frank.userId)).toBe(false);
    expect(modelSeesImages(id)).toBe(false);
    expect(modelTakesTools(id, erin.userId)).toBe(true);
    // The picker of a branch answering with it: available, with its capabilities, to its owner only.
    const { rootNodeId } = await seedConversation({ name: "Erin's" });
    await updateNodeParams(rootNodeId, { model: id }, null, erin.userId);
    expect((await getNodeSettings(rootNodeId, erin.userId)).effective).toMatchObject({
      model: id,
      available: true,
      capabilities: { vision: true },
    });
    expect((await getNodeSettings(rootNodeId, frank.userId)).effective).toMatchObject({ model: id, available: false });

    // A model its server lists without tool support gets no tools in its owner's turns.
    await updateConnectionRow(added.id, { models: [{ name: "test-model", tools: false }] });
    await listUsableModels(erin.userId); // the registry reads the new version
    expect(modelTakesTools(id, erin.userId)).toBe(false);
    expect((await listUsableModels(erin.userId)).find((m) => m.id === id)?.capabilities).toMatchObject({
      vision: true,
      tools: false,
    });
  });
});
