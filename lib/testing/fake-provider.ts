import { afterAll, beforeAll } from "vitest";
import { startFakeOpenAIServer, type FakeServer } from "@/lib/ai/testing/fake-openai-server";
import { resetEnv } from "@/lib/env";

/**
 * Starts the fake OpenAI-compatible server for a test file, with CONNECTIONS_ALLOW_PRIVATE_URLS=1
 * (it listens on loopback), and stops it after; returns a getter of the running server.
 */
export function useFakeProvider(): () => FakeServer {
  let fake: FakeServer | undefined;
  beforeAll(async () => {
    process.env.CONNECTIONS_ALLOW_PRIVATE_URLS = "1";
    resetEnv();
    fake = await startFakeOpenAIServer();
  });
  afterAll(async () => {
    await fake?.close();
    delete process.env.CONNECTIONS_ALLOW_PRIVATE_URLS;
    resetEnv();
  });
  return () => {
    if (!fake) throw new Error("The fake provider starts in beforeAll: read it inside a test.");
    return fake;
  };
}
