import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createClient, getDb, type Db } from "@/lib/db/client";
import { resetEnv } from "@/lib/env";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { handleAuthRequest, SLOW_MAX_MS, slowdownMs } from "./endpoint";
import { createUser, setSignupMode } from "./users";

const db = useTestDatabase({ auth: true });
let other: Db;
beforeAll(async () => {
  // A second app instance: its own client and connection on the same database.
  other = createClient(db.url);
  await createUser({ email: "admin@example.test", password: "admin password 1" });
  await createUser({ email: "victim@example.test", password: "victim password 1" });
});
afterAll(async () => {
  await other.$disconnect();
});
afterEach(() => {
  delete process.env.TRUSTED_PROXIES;
  delete process.env.RATE_LIMIT_SIGN_IN_ADDRESS;
  resetEnv();
});

/** Each test counts in its own 15-minute window (the limits' default), so none sees another's attempts. */
const WINDOW_MS = 900_000;
const windowAt = (n: number) => (1_000 + n) * WINDOW_MS;

function post(path: string, body: object, forwardedFor?: string): Request {
  const headers = new Headers({
    host: "localhost:3000",
    origin: "http://localhost:3000",
    "content-type": "application/json",
  });
  if (forwardedFor) headers.set("x-forwarded-for", forwardedFor);
  return new Request(`http://localhost:3000/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) });
}

const signIn = (email: string, password: string, forwardedFor?: string) =>
  post("/sign-in/email", { email, password }, forwardedFor);

async function statuses(requests: Array<() => Promise<Response>>): Promise<number[]> {
  const result: number[] = [];
  for (const request of requests) result.push((await request()).status);
  return result;
}

describe("sign-in attempts, counted in the database per account and per client address", () => {
  it("a different X-Forwarded-For on every attempt does not help: without a trusted proxy the header is ignored", async () => {
    const now = windowAt(1);
    const attempts = Array.from(
      { length: 30 },
      (_, i) => () =>
        handleAuthRequest(signIn("victim@example.test", "wrong password", `198.51.100.${i + 1}`), { now }),
    );
    const seen = await statuses(attempts);
    expect(seen.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(seen.slice(10)).toEqual(Array(20).fill(429));
    const refused = await handleAuthRequest(signIn("victim@example.test", "victim password 1", "198.51.100.99"), {
      now,
    });
    expect(refused.status).toBe(429); // the right password too, until the window ends
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()) as unknown).toMatchObject({ error: { code: "rate_limited:sign_in" } });
  });

  it("without a trusted proxy, one client spraying other accounts slows attempts down but locks nobody out (issue 32, finding 5)", async () => {
    process.env.RATE_LIMIT_SIGN_IN_ADDRESS = "5";
    resetEnv();
    const now = windowAt(41);
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    // Random emails from "different" addresses: all one unknown address, past its budget after 5.
    const spray = Array.from(
      { length: 12 },
      (_, i) => () =>
        handleAuthRequest(signIn(`nobody${i}@example.test`, "wrong password", `203.0.113.${i}`), { now, wait }),
    );
    expect(await statuses(spray)).toEqual(Array(12).fill(401)); // on main: 429 from the 6th on, for everyone
    expect(waits).toEqual([250, 500, 750, 1000, 1250, 1500, 1750]);
    // The admin still signs in (slowed, never refused), and the wait is bounded.
    const admin = await handleAuthRequest(signIn("admin@example.test", "admin password 1"), { now, wait });
    expect(admin.status).toBe(200);
    expect(waits.at(-1)).toBe(2000);
    expect(slowdownMs(1_000)).toBe(SLOW_MAX_MS);
  });

  it("behind a trusted proxy addresses are told apart, and the per-account limit still stops a rotating attacker", async () => {
    process.env.TRUSTED_PROXIES = "10.0.0.1, 10.0.1.0/24";
    process.env.RATE_LIMIT_SIGN_IN_ADDRESS = "12";
    resetEnv();
    const now = windowAt(2);
    // One attacker address spraying many accounts: stopped at the address limit (12 here).
    const spray = Array.from(
      { length: 14 },
      (_, i) => () =>
        handleAuthRequest(signIn(`nobody${i}@example.test`, "wrong password", "192.0.2.7, 10.0.1.5, 10.0.0.1"), {
          now,
        }),
    );
    const sprayed = await statuses(spray);
    expect(sprayed.slice(0, 12)).toEqual(Array(12).fill(401));
    expect(sprayed.slice(12)).toEqual([429, 429]);
    // Another client behind the same proxies is not affected by that address's budget.
    const neighbour = await handleAuthRequest(signIn("admin@example.test", "admin password 1", "192.0.2.8, 10.0.0.1"), {
      now,
    });
    expect(neighbour.status).toBe(200);
    // An attacker rotating its address on one account: stopped at the account limit (10).
    const rotating = Array.from(
      { length: 12 },
      (_, i) => () =>
        handleAuthRequest(signIn("victim@example.test", "wrong password", `198.51.100.${i + 1}, 10.0.0.1`), { now }),
    );
    expect(await statuses(rotating)).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it("two app instances on one database share the count", async () => {
    const now = windowAt(3);
    const attempts = Array.from(
      { length: 14 },
      (_, i) => () =>
        handleAuthRequest(signIn("victim@example.test", "wrong password"), { now, db: i % 2 ? other : getDb() }),
    );
    expect(await statuses(attempts)).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);
  });

  it("a successful sign-in gives its attempt back: the limits count failures", async () => {
    const now = windowAt(4);
    const attempts = Array.from(
      { length: 12 },
      () => () => handleAuthRequest(signIn("admin@example.test", "admin password 1"), { now }),
    );
    expect(await statuses(attempts)).toEqual(Array(12).fill(200));
  });
});

describe("the address Better Auth sees", () => {
  it("is the one worked out here: a client's own x-canopy-client-address is dropped; other endpoints pass through", async () => {
    const latestSession = () =>
      getDb().session.findFirstOrThrow({
        where: { user: { email: "admin@example.test" } },
        orderBy: { createdAt: "desc" },
      });
    const spoofed = signIn("admin@example.test", "admin password 1", "192.0.2.50");
    spoofed.headers.set("x-canopy-client-address", "203.0.113.66");
    const untrusted = await handleAuthRequest(spoofed, { now: windowAt(5) });
    expect(untrusted.status).toBe(200);
    // Unknown: handed to Better Auth as the unspecified address, the one bucket our limits count such
    // requests in (its limiter no longer warns that it cannot tell clients apart).
    expect((await latestSession()).ipAddress).toBe("0.0.0.0");

    process.env.TRUSTED_PROXIES = "10.0.0.1";
    resetEnv();
    const trusted = signIn("admin@example.test", "admin password 1", "192.0.2.50, 10.0.0.1");
    trusted.headers.set("x-canopy-client-address", "203.0.113.66");
    const response = await handleAuthRequest(trusted, { now: windowAt(5) });
    expect(response.status).toBe(200);
    expect((await latestSession()).ipAddress).toBe("192.0.2.50");

    // Endpoints that are not counted reach Better Auth unchanged (body included).
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const session = new Request("http://localhost:3000/api/auth/get-session", {
      headers: { host: "localhost:3000", cookie },
    });
    expect(((await (await handleAuthRequest(session)).json()) as { user: { email: string } }).user.email).toBe(
      "admin@example.test",
    );
    const signOut = post("/sign-out", {});
    signOut.headers.set("cookie", cookie);
    expect((await handleAuthRequest(signOut)).status).toBe(200);
  });
});

describe("sign-up when it is not open", () => {
  it("answers the same whether or not the email has an account", async () => {
    for (const [n, mode] of (["invite", "closed"] as const).entries()) {
      await setSignupMode(mode);
      const answers = [];
      for (const email of ["victim@example.test", `stranger-${mode}@example.test`]) {
        const response = await handleAuthRequest(
          post("/sign-up/email", { email, password: "a long password", name: "x" }),
          { now: windowAt(10 + n) },
        );
        answers.push({ status: response.status, body: await response.text() });
      }
      expect(answers[0]!.status).toBe(403);
      expect(answers[1]).toEqual(answers[0]);
    }
    await setSignupMode("open");
    expect(await getDb().user.count({ where: { email: { startsWith: "stranger-" } } })).toBe(0);
  });
});

describe("text that is not valid Unicode (issue 32, finding 6)", () => {
  it("a lone surrogate in a sign-up name or an update-user name is 400 invalid:unicode, before Better Auth", async () => {
    for (const request of [
      post("/sign-up/email", { email: "lone@example.test", password: "lone password 1", name: "x \ud800 y" }),
      post("/update-user", { name: "x \ud800 y" }),
    ]) {
      const response = await handleAuthRequest(request, { now: windowAt(40) });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("invalid:unicode");
    }
    expect(await getDb().user.count({ where: { email: "lone@example.test" } })).toBe(0);
  });
});
