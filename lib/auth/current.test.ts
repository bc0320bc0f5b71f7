import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { getAuth } from "./config";
import { viewerFromHeaders } from "./current";

useTestDatabase({ auth: true });

const origin = { host: "localhost:3000", origin: "http://localhost:3000" };

/** Signs up and returns request headers carrying the new session's cookie. */
async function signedInHeaders(email: string): Promise<Headers> {
  const auth = await getAuth();
  const { headers } = await auth.api.signUpEmail({
    body: { email, password: "a long password", name: email },
    headers: new Headers(origin),
    returnHeaders: true,
  });
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return new Headers({ ...origin, cookie });
}

describe("reading the viewer from a request", () => {
  it("never extends a session on a read; a state-changing request may", async () => {
    const headers = await signedInHeaders("reader@example.test");
    // A session last refreshed two days ago is due for Better Auth's daily extension.
    const dueAt = new Date(Date.now() + 28 * 24 * 3600_000);
    await getDb().session.updateMany({ data: { expiresAt: dueAt } });

    const viewer = await viewerFromHeaders(headers);
    expect(viewer?.email).toBe("reader@example.test");
    expect((await getDb().session.findFirstOrThrow()).expiresAt.getTime()).toBe(dueAt.getTime());

    expect((await viewerFromHeaders(headers, { refreshSession: true }))?.email).toBe("reader@example.test");
    expect((await getDb().session.findFirstOrThrow()).expiresAt.getTime()).toBeGreaterThan(dueAt.getTime());
  });

  it("returns null without a session cookie", async () => {
    expect(await viewerFromHeaders(new Headers(origin))).toBeNull();
  });
});
