import { execFileSync } from "node:child_process";
import { describe, expect, it, vi } from "vitest";
import { readDocumentsInThread } from "@/lib/knowledge/read-in-thread";
import { deepChainExport } from "@/bench/abuse";
import { getDb } from "@/lib/db/client";
import { listConversations } from "@/lib/db/queries/conversations";
import { seedConversation } from "@/lib/testing/fixtures";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { importChats } from "./import";

useTestDatabase();

/** Messages written so far into staging projects (an import's rows before they are published). */
const stagedItems = () =>
  getDb().item.count({ where: { node: { conversation: { project: { stagedFor: { not: null } } } } } });
const stagingProjects = () => getDb().project.count({ where: { stagedFor: { not: null } } });

/**
 * Issue 18: a large chat import held the server's event loop (JSON parsing, planning and ~0.3 ms a
 * message of Prisma writes, all on the request's thread). It runs in a worker thread now; these
 * tests check conditions and order, not durations.
 */
describe("a large chat import, in its worker thread", { timeout: 300_000 }, () => {
  it("lets other requests through while it writes, and appears all at once when it is done", async () => {
    const { projectId } = await seedConversation({ name: "Busy project" });
    const before = (await listConversations(projectId)).length;
    let done = false;
    const importing = importChats(projectId, deepChainExport(1_000, 5)).finally(() => {
      done = true;
    });
    // Reads on this thread go on while the thread writes: they see its rows arrive in the staging project.
    await vi.waitFor(async () => expect(await stagedItems()).toBeGreaterThan(0), { timeout: 120_000, interval: 25 });
    const meanwhile = await listConversations(projectId);
    expect(done).toBe(false); // that read was answered before the import finished
    expect(meanwhile).toHaveLength(before); // and saw none of it: the import is not visible half-written
    const { conversations } = await importing;
    expect(conversations).toHaveLength(5);
    expect(await listConversations(projectId)).toHaveLength(before + 5);
    expect(await getDb().item.count({ where: { node: { conversationId: conversations[0]!.id } } })).toBe(1_000);
    expect(await stagingProjects()).toBe(0);
  });

  it("writes nothing when the project is deleted while it runs, and leaves no staging rows", async () => {
    const { projectId } = await seedConversation({ name: "Deleted meanwhile" });
    const importing = importChats(projectId, deepChainExport(1_000, 3)).catch((error: unknown) => error);
    await vi.waitFor(async () => expect(await stagedItems()).toBeGreaterThan(0), { timeout: 120_000, interval: 25 });
    await getDb().project.delete({ where: { id: projectId } });
    expect(await importing).toMatchObject({ code: "not_found:project", status: 404 });
    expect(await stagingProjects()).toBe(0);
    expect(await stagedItems()).toBe(0);
  });

  it("answers a file over the limits with 413 from the thread, writing nothing", async () => {
    const { projectId } = await seedConversation({ name: "Too deep" });
    const items = await getDb().item.count();
    await expect(importChats(projectId, deepChainExport(6_000))).rejects.toMatchObject({
      code: "too_large:import",
      status: 413,
    });
    expect(await getDb().item.count()).toBe(items);
    expect(await stagingProjects()).toBe(0);
  });

  it("runs from the bundles every build writes (.next-threads), as the server started by next start does", async () => {
    // What next.config.mjs runs when `next build` loads it.
    execFileSync("node", ["scripts/build-threads.mjs"], { stdio: "inherit" });
    vi.stubEnv("NEXT_RUNTIME", "nodejs"); // the server's threads start from the bundles
    try {
      const { projectId } = await seedConversation({ name: "From the build" });
      const { format, conversations } = await importChats(projectId, deepChainExport(40, 2));
      expect(format).toBe("chatgpt");
      expect(conversations.map((c) => c.nodes)).toEqual([1, 1]);
      const [doc] = await readDocumentsInThread([{ name: "notes.md", content: "# Herons\n\nThey nest in March." }]);
      expect(doc).toMatchObject({ name: "notes.md", format: "md", text: expect.stringContaining("nest in March") });
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
