import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAIServer, type FakeServer } from "@/lib/ai/testing/fake-openai-server";
import { getDb } from "@/lib/db/client";
import { resetEnv } from "@/lib/env";
import { attachImages } from "@/lib/media/attach";
import { stopOcr } from "@/lib/media/ocr";
import { textImage } from "@/lib/media/testing-images";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation, thread } from "@/lib/testing/fixtures";
import { startTurn } from "./turn";

useTestDatabase();

let server: FakeServer;
let dir: string;
beforeAll(async () => {
  server = await startFakeOpenAIServer();
  dir = mkdtempSync(join(tmpdir(), "canopy-turn-images-"));
  process.env.ATTACHMENTS_DIR = dir;
  process.env.OPENAI_COMPATIBLE_BASE_URL = server.url;
  process.env.OPENAI_COMPATIBLE_MODELS = "seeing-model,text-model";
  process.env.OPENAI_COMPATIBLE_VISION = "seeing-model";
  resetEnv();
});
afterAll(async () => {
  for (const k of [
    "OPENAI_COMPATIBLE_BASE_URL",
    "OPENAI_COMPATIBLE_MODELS",
    "OPENAI_COMPATIBLE_VISION",
    "ATTACHMENTS_DIR",
  ])
    delete process.env[k];
  resetEnv();
  await server.close();
  await stopOcr();
  rmSync(dir, { recursive: true, force: true });
});

type SentMessage = {
  role: string;
  content: string | Array<{ type: string; text?: string; image_url?: { url: string } }>;
};

async function askWith(model: string) {
  const root = await seedConversation({ messages: thread("Here is the dashboard.", "Send it.") });
  await getDb().project.update({ where: { id: root.projectId }, data: { model } });
  const png = await textImage("Latency alarm on node KESTREL-9", 1000, 160, 36);
  const { items } = await attachImages({ nodeId: root.rootNodeId, files: [{ name: "alarm.png", bytes: png }] });
  const turn = await startTurn({ nodeId: root.rootNodeId, text: "What does the alarm say?" });
  await turn.result.consumeStream();
  await turn.done;
  const sent = server.requests.filter((r) => r.path.endsWith("/chat/completions")).at(-1)!;
  return { items, messages: (sent.body as { messages: SentMessage[] }).messages };
}

describe("a turn with image items", () => {
  it("sends a vision model the image as a file part (the downscaled copy), without waiting for OCR", async () => {
    const { messages } = await askWith("compatible:seeing-model");
    const withImage = messages.find((m) => Array.isArray(m.content));
    expect(withImage).toBeDefined();
    const parts = withImage!.content as Array<{ type: string; text?: string; image_url?: { url: string } }>;
    expect(parts[0]).toMatchObject({ type: "text", text: expect.stringContaining("alarm.png") });
    expect(parts[1]?.type).toBe("image_url");
    expect(parts[1]?.image_url?.url).toMatch(/^data:image\/png;base64,/);
  });

  it("sends a model without vision the OCR text, with a line saying it cannot see the image", async () => {
    const { messages } = await askWith("compatible:text-model");
    expect(messages.some((m) => Array.isArray(m.content))).toBe(false);
    const note = messages.find((m) => typeof m.content === "string" && m.content.includes("alarm.png"));
    expect(note?.content).toContain("cannot see images");
    expect(note?.content).toMatch(/KESTREL/i);
  });
});
