import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { appendItem } from "@/lib/db/queries/items";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { canopy, ok } from "./testing";

useTestDatabase();

/** A conversation whose root holds a question and an answer that ended `status` with `content`. */
async function unfinished(status: "error" | "aborted" | "streaming", content: string) {
  const { rootNodeId } = await ok("conversation", "create", "--project", "Resume", "--title", `Unfinished ${status}`);
  const question = await appendItem(rootNodeId, { role: "user", content: "Tell me about herons.", tokenCount: 4 });
  const answer = await appendItem(rootNodeId, {
    role: "assistant",
    content,
    status,
    error: status === "error" ? "The provider failed." : null,
    tokenCount: 2,
    model: "offline",
    // An interrupted answer: its heartbeat went stale long ago (the process that wrote it died).
    heartbeatAt: status === "streaming" ? new Date(Date.now() - 3_600_000) : null,
  });
  return { rootNodeId, questionId: question.id, answerId: answer.id };
}

const row = (id: string) => getDb().item.findUniqueOrThrow({ where: { id } });

describe("retry and continue from the command line", () => {
  it("retry --node answers the failed question again in the failed answer's own row", async () => {
    const { rootNodeId, questionId, answerId } = await unfinished("error", "");
    const retried = await ok("retry", "--node", rootNodeId);
    expect(retried).toMatchObject({ userItemId: questionId, assistantItemId: answerId, engine: "offline" });
    expect(retried.reply.length).toBeGreaterThan(0);
    expect(retried.continuedFrom).toBeUndefined();
    expect(await row(answerId)).toMatchObject({ status: "complete", error: null, content: retried.reply });
    expect(await getDb().item.count({ where: { nodeId: rootNodeId } })).toBe(2); // no new rows

    // Now answered: nothing left to retry, and nothing was written by the refusal.
    const again = await canopy("retry", "--node", rootNodeId, "--json");
    expect([again.code, again.json.error.code]).toEqual([1, "conflict:nothing_to_retry"]);
    expect(await row(answerId)).toMatchObject({ status: "complete", content: retried.reply });
  });

  it("continue --item carries a stopped answer's text on, keeping what it had", async () => {
    const { questionId, answerId } = await unfinished("aborted", "Herons are wading birds");
    const continued = await ok("continue", "--item", answerId);
    expect(continued).toMatchObject({
      userItemId: questionId,
      assistantItemId: answerId,
      continuedFrom: "Herons are wading birds",
    });
    expect(continued.reply.startsWith("Herons are wading birds")).toBe(true);
    expect(continued.reply.length).toBeGreaterThan("Herons are wading birds".length);
    expect(await row(answerId)).toMatchObject({ status: "complete", content: continued.reply });
  });

  it("continue picks up an interrupted answer (a dead process's streaming row) by its question's id too", async () => {
    const { questionId, answerId } = await unfinished("streaming", "Half an answer");
    const continued = await ok("continue", "--item", questionId);
    expect(continued).toMatchObject({ assistantItemId: answerId, continuedFrom: "Half an answer" });
    expect((await row(answerId)).status).toBe("complete");
  });

  it("refuses what the UI would not offer, writing nothing", async () => {
    // A failed answer with no text: Retry, but no Continue.
    const failed = await unfinished("error", "");
    const cont = await canopy("continue", "--node", failed.rootNodeId, "--json");
    expect([cont.code, cont.json.error.code]).toEqual([1, "conflict:nothing_to_continue"]);
    expect(await row(failed.answerId)).toMatchObject({ status: "error", error: "The provider failed." });

    // --item must be the node's last exchange: an earlier, complete answer is refused.
    const said = await ok("say", "--node", failed.rootNodeId, "A newer question.");
    await getDb().item.update({ where: { id: said.assistantItemId }, data: { status: "aborted", content: "Cut" } });
    const old = await canopy("retry", "--item", failed.answerId, "--json");
    expect([old.code, old.json.error.code]).toEqual([1, "conflict:nothing_to_retry"]);
    expect(old.json.error.message).toMatch(/not this node's last/);
    expect(await row(said.assistantItemId)).toMatchObject({ status: "aborted", content: "Cut" });
    // ...while the last one goes through.
    expect((await ok("retry", "--item", said.assistantItemId)).assistantItemId).toBe(said.assistantItemId);

    const missing = await canopy("retry", "--item", "cnosuchitem000000000000000", "--json");
    expect([missing.code, missing.json.error.code]).toEqual([1, "not_found:item"]);
  });

  it("takes exactly one of --node and --item (a usage error, exit 2)", async () => {
    const { rootNodeId, answerId } = await unfinished("error", "");
    for (const argv of [["retry"], ["continue"], ["retry", "--node", rootNodeId, "--item", answerId]]) {
      const ran = await canopy(...argv, "--json");
      expect([ran.code, ran.json.error.code]).toEqual([2, "invalid:usage"]);
    }
    expect(await row(answerId)).toMatchObject({ status: "error" });
  });

  it("is guarded like the chat route: a stranger finds nothing, a viewer cannot write", async () => {
    const { rootNodeId, answerId } = await unfinished("error", "");
    await ok("user", "create", "--email", "eve@example.test", "--password", "eve-password");
    const stranger = await canopy("retry", "--node", rootNodeId, "--user", "eve@example.test", "--json");
    expect([stranger.code, stranger.json.error.code]).toEqual([1, "not_found:node"]);
    const byItem = await canopy("continue", "--item", answerId, "--user", "eve@example.test", "--json");
    expect(byItem.json.error.code).toBe("not_found:item");
    await ok("project", "share", "--project", "Resume", "--email", "eve@example.test", "--role", "viewer");
    const viewer = await canopy("retry", "--item", answerId, "--user", "eve@example.test", "--json");
    expect([viewer.code, viewer.json.error.code]).toEqual([1, "forbidden:write"]);
    expect(await row(answerId)).toMatchObject({ status: "error", content: "" });
  });
});
