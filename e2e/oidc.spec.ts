import Database from "better-sqlite3";
import { createHash, randomBytes } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectAxeClean, SCHEMES } from "./a11y";
import { freePort, startOwnServer, stopOwnServer, type OwnServer } from "./own-server";
import { startTestIdp } from "./test-idp";

// OpenID Connect sign-in end to end, against a real provider (oidc-provider) the spec starts, and
// an app server of its own configured for it: OIDC_ISSUER (discovery), the allowed email domain,
// an admin group, password sign-in off. Each refusal is checked to create no account and no session.

const CLIENT = { id: "canopy", secret: "canopy-test-client-secret" };
const OWNER = { email: "owner@canopy.test", password: "owner-password-1" };
let canopy: OwnServer;
let idp: Awaited<ReturnType<typeof startTestIdp>>;
let db: Database.Database;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  idp = await startTestIdp({
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    redirectUri: `http://127.0.0.1:${port}/api/auth/callback/oidc`,
    accounts: [
      { email: "ann@canopy.test", groups: ["staff"] },
      { email: "root@canopy.test", groups: ["canopy-admins"] },
      { email: "ben@canopy.test" },
      { email: "eve@elsewhere.test" },
    ],
  });
  canopy = await startOwnServer(
    "e2e-oidc",
    {
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: CLIENT.id,
      OIDC_CLIENT_SECRET: CLIENT.secret,
      OIDC_NAME: "Test IdP",
      OIDC_ALLOWED_DOMAINS: "canopy.test",
      OIDC_ADMIN_GROUPS: "canopy-admins",
      PASSWORD_SIGN_IN: "off",
    },
    // An administrator exists already: OIDC accounts are not the instance's first.
    { port, cli: [["user", "create", "--email", OWNER.email, "--password", OWNER.password, "--admin"]] },
  );
  db = new Database(canopy.dbFile, { fileMustExist: true, timeout: 10_000 });
});

test.afterAll(async () => {
  db?.close();
  await stopOwnServer(canopy);
  await idp?.close();
});

const userRow = (email: string) =>
  db.prepare(`SELECT email, role FROM "User" WHERE email = ?`).get(email) as
    { email: string; role: string } | undefined;

async function sessionEmail(page: Page): Promise<string | null> {
  const response = await page.request.get(`${canopy.url}/api/auth/get-session`);
  const body = (await response.json().catch(() => null)) as { user?: { email?: string } } | null;
  return body?.user?.email ?? null;
}

/** Opens the login page, presses "Sign in with Test IdP" and signs in at the provider's form. */
async function signInAtIdp(page: Page, email: string): Promise<URL> {
  await page.goto(`${canopy.url}/login`);
  const authorization = page.waitForRequest((r) => r.url().startsWith(`${idp.issuer}/auth?`));
  await page.getByTestId("oidc-sign-in").click();
  const url = new URL((await authorization).url());
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill("any password");
  await page.locator('button[type="submit"]').click();
  return url;
}

/** Signs in at the provider with callbacks held; returns the callback URL the provider issued. */
async function heldCallback(page: Page, email: string): Promise<URL> {
  const before = idp.state.callbacks.length;
  idp.state.holdCallbacks = true;
  try {
    await signInAtIdp(page, email);
    await expect(page.getByRole("heading", { name: "Callback held by the test" })).toBeVisible();
  } finally {
    idp.state.holdCallbacks = false;
  }
  expect(idp.state.callbacks.length).toBe(before + 1);
  return new URL(idp.state.callbacks.at(-1)!);
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test("discovery, PKCE, state and nonce: an allowed domain's user signs in; an admin group's member becomes admin", async ({
  browser,
}) => {
  const page = await freshPage(browser);
  await expect(page.goto(`${canopy.url}/login`)).resolves.toBeTruthy();
  // Password sign-in is off: no password field, and its endpoint refuses.
  await expect(page.locator('input[type="password"]')).toHaveCount(0);
  const password = await page.request.post(`${canopy.url}/api/auth/sign-in/email`, {
    data: OWNER,
    headers: { origin: canopy.url },
  });
  expect(password.ok()).toBe(false);
  expect(await sessionEmail(page)).toBeNull();

  const authorization = await signInAtIdp(page, "ann@canopy.test");
  await page.waitForURL(`${canopy.url}/`);
  expect(await sessionEmail(page)).toBe("ann@canopy.test");
  expect(userRow("ann@canopy.test")).toEqual({ email: "ann@canopy.test", role: "user" });

  // What the app sent: the authorization code flow with PKCE (S256), a state and a nonce.
  const p = authorization.searchParams;
  expect(p.get("response_type")).toBe("code");
  expect(p.get("client_id")).toBe(CLIENT.id);
  expect(p.get("code_challenge_method")).toBe("S256");
  expect(p.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(p.get("state")?.length).toBeGreaterThanOrEqual(16);
  expect(p.get("nonce")?.length).toBeGreaterThanOrEqual(16);
  expect(p.get("scope")?.split(" ")).toEqual(expect.arrayContaining(["openid", "email"]));
  // It found the endpoints by discovery and checked the ID token with the provider's keys.
  expect(idp.state.requests).toEqual(
    expect.arrayContaining(["GET /.well-known/openid-configuration", "POST /token", "GET /jwks"]),
  );
  await page.context().close();

  const admin = await freshPage(browser);
  await signInAtIdp(admin, "root@canopy.test");
  await admin.waitForURL(`${canopy.url}/`);
  expect(userRow("root@canopy.test")).toEqual({ email: "root@canopy.test", role: "admin" });
  await admin.context().close();
});

test("a user outside the allowed domain is refused with a reason, and no account is made", async ({ browser }) => {
  const page = await freshPage(browser);
  await signInAtIdp(page, "eve@elsewhere.test");
  await page.waitForURL(/\/login\?error=oidc_domain_not_allowed/);
  await expect(page.getByTestId("sign-in-error")).toContainText("domain may not sign in");
  expect(await sessionEmail(page)).toBeNull();
  expect(userRow("eve@elsewhere.test")).toBeUndefined();
  await page.context().close();
});

test("a callback naming another issuer is refused (mix-up defence, RFC 9207)", async ({ browser }) => {
  const page = await freshPage(browser);
  const callback = await heldCallback(page, "ben@canopy.test");
  expect(callback.searchParams.get("iss")).toBe(idp.issuer);
  callback.searchParams.set("iss", "http://127.0.0.1:9/evil-issuer");
  await page.goto(callback.href);
  await page.waitForURL(/\/login\?error=issuer_mismatch/);
  await expect(page.getByTestId("sign-in-error")).toContainText("does not trust");
  expect(await sessionEmail(page)).toBeNull();
  expect(userRow("ben@canopy.test")).toBeUndefined();
  await page.context().close();
});

test("a callback opened in another browser (its state is not that browser's) is refused", async ({ browser }) => {
  const victim = await freshPage(browser);
  const callback = await heldCallback(victim, "ben@canopy.test");
  const other = await freshPage(browser);
  await other.goto(callback.href);
  await other.waitForURL(/\/login\?error=/);
  expect(await sessionEmail(other)).toBeNull();
  // A state altered in the right browser is refused too.
  callback.searchParams.set("state", randomBytes(24).toString("base64url"));
  await victim.goto(callback.href);
  await victim.waitForURL(/\/login\?error=/);
  expect(await sessionEmail(victim)).toBeNull();
  expect(userRow("ben@canopy.test")).toBeUndefined();
  await Promise.all([victim.context().close(), other.context().close()]);
});

test("a used authorization code cannot be redeemed again", async ({ browser }) => {
  const first = await freshPage(browser);
  const used = await heldCallback(first, "ben@canopy.test");
  await first.goto(used.href);
  await first.waitForURL(`${canopy.url}/`);
  expect(await sessionEmail(first)).toBe("ben@canopy.test");

  // A new sign-in (its own state, verifier and nonce) with the old code in place of its own.
  const second = await freshPage(browser);
  const fresh = await heldCallback(second, "ben@canopy.test");
  fresh.searchParams.set("code", used.searchParams.get("code")!);
  await second.goto(fresh.href);
  await second.waitForURL(/\/login\?error=invalid_code/);
  await expect(second.getByTestId("sign-in-error")).toContainText("code was refused");
  expect(await sessionEmail(second)).toBeNull();
  await Promise.all([first.context().close(), second.context().close()]);
});

test("an ID token whose nonce is not the one the app sent is refused", async ({ browser }) => {
  const page = await freshPage(browser);
  // The authorization request reaches the provider with another nonce: the ID token carries that one.
  await page.route(`${idp.issuer}/auth?*`, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set("nonce", randomBytes(24).toString("base64url"));
    return route.continue({ url: url.href });
  });
  await signInAtIdp(page, "ann@canopy.test");
  await page.waitForURL(/\/login\?error=/);
  expect(await sessionEmail(page)).toBeNull();
  await page.context().close();
});

test("PKCE: a code issued for another code challenge is refused at the token exchange", async ({ browser }) => {
  const page = await freshPage(browser);
  const otherVerifier = randomBytes(32).toString("base64url");
  const otherChallenge = createHash("sha256").update(otherVerifier).digest("base64url");
  await page.route(`${idp.issuer}/auth?*`, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set("code_challenge", otherChallenge);
    return route.continue({ url: url.href });
  });
  await signInAtIdp(page, "ann@canopy.test");
  await page.waitForURL(/\/login\?error=invalid_code/);
  expect(await sessionEmail(page)).toBeNull();
  await page.context().close();
});

for (const scheme of SCHEMES)
  test(`on a phone (${scheme}): the sign-in button and a refusal fit the screen, pass axe, and a tap reaches the provider`, async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
      colorScheme: scheme,
    });
    const page = await context.newPage();
    await page.goto(`${canopy.url}/login?error=oidc_domain_not_allowed`);
    const button = page.getByTestId("oidc-sign-in");
    await expect(button).toBeVisible();
    await expect(page.getByTestId("sign-in-error")).toContainText("domain may not sign in");
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeGreaterThanOrEqual(36);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAxeClean(page, `the login page with single sign-on (${scheme})`);
    await page.screenshot({ path: testInfo.outputPath(`login-phone-${scheme}.png`) });
    await button.tap();
    await expect(page.locator('input[name="login"]')).toBeVisible();
    expect(page.url().startsWith(idp.issuer)).toBe(true);
    await context.close();
  });
