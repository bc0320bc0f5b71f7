import { beforeAll, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { getDb } from "@/lib/db/client";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { testViewer } from "@/lib/testing/auth";
import { countRows, seedConversation, thread } from "@/lib/testing/fixtures";
import { proxy } from "@/proxy";
import { GET as getNode } from "@/app/api/nodes/[nodeId]/route";
import { POST as chat } from "@/app/api/chat/route";
import { GET as search } from "@/app/api/search/route";
import { shareProject } from "./membership";
import { authenticateToken, createApiToken, hashToken, listApiTokensOf, revokeApiToken } from "./tokens";
import { setUserDisabled } from "./users";
import type { Viewer } from "./types";

vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));

useTestDatabase();
const ORIGIN = "http://localhost:3000";
let owner: Viewer;
let stranger: Viewer;
let w: Awaited<ReturnType<typeof seedConversation>>;
let other: Awaited<ReturnType<typeof seedConversation>>;

/** A project owned by `who` (seedConversation creates it ownerless). */
async function ownedBy(who: Viewer, name: string) {
  const seeded = await seedConversation({ name, messages: thread("The launch is on Tuesday.", "Noted.") });
  await getDb().project.update({ where: { id: seeded.projectId }, data: { ownerId: who.userId } });
  await getDb().membership.create({ data: { projectId: seeded.projectId, userId: who.userId, role: "owner" } });
  return seeded;
}

beforeAll(async () => {
  await testViewer("admin@example.test"); // the first account is the admin
  owner = await testViewer("owner@example.test");
  stranger = await testViewer("stranger@example.test");
  w = await ownedBy(owner, "Tokens");
  other = await ownedBy(owner, "Other");
});

const days = 30;
const bearer = (token: string, extra: Record<string, string> = {}) => ({
  host: "localhost:3000",
  authorization: `Bearer ${token}`,
  ...extra,
});
const readNode = (token: string, nodeId = w.rootNodeId) =>
  getNode(new Request(`${ORIGIN}/api/nodes/${nodeId}`, { headers: bearer(token) }), {
    params: Promise.resolve({ nodeId }),
  });
/** A chat POST as an API client sends it: bearer token, JSON, no Origin and no cookie. */
const say = (token: string, text = "When is the launch?", extra: Record<string, string> = {}, nodeId = w.rootNodeId) =>
  chat(
    new Request(`${ORIGIN}/api/chat`, {
      method: "POST",
      headers: { ...bearer(token, extra), "content-type": "application/json" },
      body: JSON.stringify({ nodeId, text }),
    }),
    { params: Promise.resolve({}) },
  );

describe("personal API tokens", () => {
  it("are returned once and stored only as a hash, with a visible prefix", async () => {
    const { id, token, view } = await createApiToken(owner, { name: "CI", scope: "read", expiresInDays: days });
    expect(token).toMatch(/^cnp_[a-z2-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(view).toMatchObject({ id, name: "CI", scope: "read", status: "active", prefix: token.slice(0, 12) });
    const row = await getDb().apiToken.findUniqueOrThrow({ where: { id } });
    expect(row.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token.slice(13));
    expect(row.expiresAt!.getTime() - row.createdAt.getTime()).toBeCloseTo(days * 86_400_000, -4);
    const listed = await listApiTokensOf(owner);
    expect(listed.map((t) => t.id)).toContain(id);
    expect(JSON.stringify(listed)).not.toContain(token.slice(13));
  });

  it("authenticate as their user with their limits; anything else is nobody", async () => {
    const { id, token } = await createApiToken(owner, {
      name: "scoped",
      scope: "write",
      projectId: w.projectId,
      expiresInDays: days,
    });
    expect(await authenticateToken(token)).toMatchObject({
      userId: owner.userId,
      token: { id, scope: "write", projectId: w.projectId },
    });
    expect(await authenticateToken(`${token.slice(0, -1)}x`)).toBeNull();
    expect(await authenticateToken("not-a-token")).toBeNull();
    // Expired (a clock a year on).
    expect(await authenticateToken(token, new Date(Date.now() + 400 * 86_400_000))).toBeNull();
  });

  it("refuses a project of someone else, and a token cannot mint or revoke tokens", async () => {
    await expect(
      createApiToken(stranger, { name: "x", scope: "read", projectId: w.projectId, expiresInDays: days }),
    ).rejects.toMatchObject({ code: "not_found:project" });
    const { token, id } = await createApiToken(owner, { name: "t", scope: "write", expiresInDays: days });
    const asToken = (await authenticateToken(token))!;
    await expect(createApiToken(asToken, { name: "y", scope: "write", expiresInDays: days })).rejects.toMatchObject({
      code: "forbidden:token",
    });
    await expect(revokeApiToken(asToken, id)).rejects.toMatchObject({ code: "forbidden:token" });
    await expect(revokeApiToken(stranger, id)).rejects.toMatchObject({ code: "not_found:token" });
  });
});

describe("the guard with Authorization: Bearer", () => {
  it("a read token reads but cannot write (forbidden, as for a viewer) and writes nothing", async () => {
    const { token } = await createApiToken(owner, { name: "reader", scope: "read", expiresInDays: days });
    expect((await readNode(token)).status).toBe(200);
    const before = await countRows();
    const refused = await say(token);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("forbidden:write");
    expect(await countRows()).toEqual(before);
  });

  it("a write token writes without Origin or cookie, in the user's own rate-limit bucket", async () => {
    const { id, token } = await createApiToken(owner, { name: "writer", scope: "write", expiresInDays: days });
    const response = await say(token);
    expect(response.status).toBe(200);
    await response.text(); // the stream, to the end
    const bucket = await getDb().rateLimitCounter.findFirst({
      where: { key: { startsWith: `chat:${owner.userId}:` } },
    });
    expect(bucket?.count).toBeGreaterThanOrEqual(1);
    // lastUsedAt: noted by the write, never by a read.
    const used = (await getDb().apiToken.findUniqueOrThrow({ where: { id } })).lastUsedAt;
    expect(used).not.toBeNull();
    await getDb().apiToken.update({ where: { id }, data: { lastUsedAt: null } });
    expect((await readNode(token)).status).toBe(200);
    expect((await getDb().apiToken.findUniqueOrThrow({ where: { id } })).lastUsedAt).toBeNull();
  });

  it("a cookie keeps the Origin check even with a token", async () => {
    const { token } = await createApiToken(owner, { name: "cookie", scope: "write", expiresInDays: days });
    const before = await countRows();
    const refused = await say(token, "Hello", { cookie: "better-auth.session_token=x" });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("forbidden:origin");
    expect(await countRows()).toEqual(before);
  });

  it("a project token finds no other project; a stranger's token finds nothing (404, as for a stranger)", async () => {
    const scoped = await createApiToken(owner, { name: "p", scope: "write", projectId: w.projectId, expiresInDays: 7 });
    expect((await readNode(scoped.token)).status).toBe(200);
    const before = await countRows();
    const elsewhere = await readNode(scoped.token, other.rootNodeId);
    expect(elsewhere.status).toBe(404);
    expect((await elsewhere.json()).error.code).toBe("not_found:node");
    expect((await say(scoped.token, "Hi", {}, other.rootNodeId)).status).toBe(404);
    const strangers = await createApiToken(stranger, { name: "s", scope: "write", expiresInDays: 7 });
    expect((await readNode(strangers.token)).status).toBe(404);
    expect((await say(strangers.token)).status).toBe(404);
    expect(await countRows()).toEqual(before);
    // Search keeps to the token's project.
    const found = await search(new Request(`${ORIGIN}/api/search?q=launch`, { headers: bearer(scoped.token) }), {
      params: Promise.resolve({}),
    });
    const body = (await found.json()) as { hits: Array<{ projectId: string }> };
    expect(body.hits.length).toBeGreaterThan(0);
    expect(new Set(body.hits.map((h) => h.projectId))).toEqual(new Set([w.projectId]));
  });

  it("revoked, expired and unknown tokens, and a disabled user's, get 401 and write nothing", async () => {
    const revoked = await createApiToken(owner, { name: "r", scope: "write", expiresInDays: days });
    await revokeApiToken(owner, revoked.id);
    const expired = await createApiToken(owner, { name: "e", scope: "write", expiresInDays: 1 });
    await getDb().apiToken.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const disabledUser = await testViewer("disabled@example.test");
    await shareProject(w.projectId, disabledUser.email, "editor");
    const disabled = await createApiToken(disabledUser, { name: "d", scope: "write", expiresInDays: days });
    expect((await readNode(disabled.token)).status).toBe(200);
    await setUserDisabled(disabledUser.email, true);
    const before = await countRows();
    for (const token of [revoked.token, expired.token, disabled.token, "cnp_aaaaaaaa_" + "A".repeat(43), "junk"]) {
      const read = await readNode(token);
      expect(read.status).toBe(401);
      expect((await read.json()).error.code).toBe("unauthorized:session");
      expect((await say(token)).status).toBe(401);
    }
    expect(await countRows()).toEqual(before);
    expect((await getDb().apiToken.findUniqueOrThrow({ where: { id: revoked.id } })).lastUsedAt).toBeNull();
  });

  it("an admin revokes anyone's token and lists all", async () => {
    const admin = await testViewer("admin@example.test");
    const { id } = await createApiToken(stranger, { name: "theirs", scope: "read", expiresInDays: days });
    expect((await listApiTokensOf(admin, { all: true })).some((t) => t.id === id)).toBe(true);
    await expect(listApiTokensOf(owner, { all: true })).rejects.toMatchObject({ code: "forbidden:admin" });
    await revokeApiToken(admin, id);
    expect((await listApiTokensOf(stranger)).find((t) => t.id === id)?.status).toBe("revoked");
  });
});

describe("routes outside one record (access: authenticated)", () => {
  it("refuse writes by read and project tokens, unless the route declares it only reads", async () => {
    const { defineRoute } = await import("./route");
    const writes = defineRoute({ access: "authenticated" }, async () => ({ ok: true }));
    const reads = defineRoute({ access: "authenticated", need: "read" }, async () => ({ ok: true }));
    const post = (fn: typeof writes, token: string) =>
      fn(new Request(`${ORIGIN}/api/x`, { method: "POST", headers: bearer(token) }), { params: Promise.resolve({}) });
    const read = (await createApiToken(owner, { name: "r", scope: "read", expiresInDays: days })).token;
    const scoped = (
      await createApiToken(owner, { name: "p", scope: "write", projectId: w.projectId, expiresInDays: 7 })
    ).token;
    const full = (await createApiToken(owner, { name: "f", scope: "write", expiresInDays: 7 })).token;
    expect((await post(writes, read)).status).toBe(403);
    expect((await post(writes, scoped)).status).toBe(403);
    expect((await post(writes, full)).status).toBe(200);
    expect((await post(reads, read)).status).toBe(200);
    expect((await post(reads, scoped)).status).toBe(200);
  });
});

describe("the proxy and API clients", () => {
  const post = (headers: Record<string, string>) =>
    proxy(
      new NextRequest(`${ORIGIN}/api/v1/chat/completions`, {
        method: "POST",
        headers: { host: "localhost:3000", "content-type": "application/json", ...headers },
        body: "{}",
      }),
    );

  it("lets a bearer request without cookie through with no Origin; keeps the Origin check with a cookie", async () => {
    expect((await post({ authorization: "Bearer cnp_x" })).status).toBe(200);
    // No credential at all: nothing a browser could forge; the route answers 401 with its challenge.
    expect((await post({})).status).toBe(200);
    expect((await post({ cookie: "a=b" })).status).toBe(403);
    expect((await post({ authorization: "Bearer cnp_x", cookie: "a=b" })).status).toBe(403);
    expect((await post({ authorization: "Bearer cnp_x", origin: "https://evil.example", cookie: "a=b" })).status).toBe(
      403,
    );
    expect((await post({ authorization: "Basic abc" })).status).toBe(403);
    // The Host rule and the body limit still hold for bearer requests.
    expect((await post({ authorization: "Bearer cnp_x", host: "attacker.example" })).status).toBe(421);
    expect((await post({ authorization: "Bearer cnp_x", "content-length": String(50 * 1024 * 1024) })).status).toBe(
      413,
    );
  });
});
