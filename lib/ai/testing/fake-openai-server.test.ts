import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_REPLY, startFakeOpenAIServer, type FakeServer } from "./fake-openai-server";

describe("startFakeOpenAIServer", () => {
  let server: FakeServer;
  beforeAll(async () => {
    server = await startFakeOpenAIServer({ reply: "Two words." });
  });
  afterAll(() => server.close());

  const post = (path: string, body: unknown) =>
    fetch(`${server.url.replace(/\/v1$/, "")}${path}`, { method: "POST", body: JSON.stringify(body) });

  it("answers non-streaming requests with a chat.completion and records them", async () => {
    const res = await post("/v1/chat/completions", { model: "m", messages: [{ role: "user", content: "hi" }] });
    const json = await res.json();
    expect(json.choices[0].message.content).toBe("Two words.");
    expect(json.usage.completion_tokens).toBe(2);
    expect(server.requests.at(-1)).toMatchObject({
      method: "POST",
      path: "/v1/chat/completions",
      body: { model: "m" },
    });
  });

  it("switches mode over HTTP, for Playwright in another process", async () => {
    expect(await (await post("/__mode", { mode: "error" })).json()).toEqual({ mode: "error" });
    expect((await post("/v1/chat/completions", { model: "m" })).status).toBe(500);
    await post("/__mode", { mode: "ok" });
    expect((await post("/v1/chat/completions", { model: "m" })).status).toBe(200);
  });

  it("ends an ok stream with a usage chunk and [DONE]", async () => {
    const text = await (await post("/v1/chat/completions", { model: "m", stream: true })).text();
    const events = text.trim().split("\n\n");
    expect(events.at(-1)).toBe("data: [DONE]");
    expect(JSON.parse(events.at(-2)!.slice(6)).usage.total_tokens).toBeGreaterThan(0);
  });

  it("uses a default reply", () => {
    expect(FAKE_REPLY.split(" ").length).toBeGreaterThan(4);
  });
});
