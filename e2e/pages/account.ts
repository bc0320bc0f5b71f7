import {
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from "@playwright/test";

/** Page object of /account: password change and sign-out everywhere. */
export class AccountPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto("/account");
    await expect(this.page.getByRole("heading", { name: "Your account" })).toBeVisible();
  }
  /** Fills and sends the password form; resolves once the page says how it went. */
  async changePassword(current: string, next: string): Promise<Locator> {
    await this.page.getByLabel("Current password").fill(current);
    await this.page.getByLabel("New password").fill(next);
    await this.page.getByRole("button", { name: "Change password" }).click();
    const note = this.page
      .getByRole("status")
      .or(formAlert(this.page))
      .filter({ hasText: /password/i });
    await expect(note).toBeVisible();
    return note;
  }
  async signOutEverywhere(): Promise<void> {
    await this.page.getByTestId("sign-out-everywhere").click();
    await this.page.waitForURL(/\/login$/);
  }
}

/** Page object of /admin: the sign-up mode and the list of accounts. */
export class AdminPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto("/admin");
    await expect(this.page.getByRole("heading", { name: "Administration" })).toBeVisible();
  }
  get users(): Locator {
    return this.page.getByTestId("user-table");
  }
  /** The table row of one account. */
  user(email: string): Locator {
    return this.users.getByRole("row").filter({ has: this.page.getByRole("cell", { name: email, exact: true }) });
  }
  get signupMode(): Locator {
    return this.page.getByTestId("signup-mode");
  }
  /** Chooses a sign-up mode and waits until a reload of the page shows it stored. */
  async setSignupMode(mode: "open" | "invite" | "closed"): Promise<void> {
    await this.signupMode.selectOption(mode);
    await expect(this.signupMode).toBeEnabled();
    await expect(async () => {
      await this.page.reload();
      await expect(this.signupMode).toHaveValue(mode, { timeout: 1_000 });
    }).toPass();
  }
}

/** The form's own alert (Next's empty route announcer is role=alert too). */
export function formAlert(page: Page): Locator {
  return page.getByRole("alert").filter({ hasText: /\S/ });
}

/** A context with no cookies at all (inside a test, newContext would inherit the signed-in state). */
export async function freshContext(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ ...options, baseURL, storageState: { cookies: [], origins: [] } });
}

/**
 * Signs in through /login in a fresh context; the page, on / when it worked. With `expectRefusal`
 * it stays on /login and the returned page shows the alert. Better Auth allows 3 sign-ins per 10 s
 * from one address (all of these tests are 127.0.0.1): after a 429 the form is sent again until it is taken.
 */
export async function signInPage(
  browser: Browser,
  baseURL: string,
  email: string,
  password: string,
  expectRefusal = false,
  /** The context's options (a phone's viewport and touch); none: a desktop browser. */
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await (await freshContext(browser, baseURL, options)).newPage();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  // Sent again until it is not rate-limited: waits for the server to take it, not for a time.
  await expect(async () => {
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === "/api/auth/sign-in/email"),
      page.getByRole("button", { name: "Sign in" }).click(),
    ]);
    expect(response.status(), "the sign-in was rate-limited").not.toBe(429);
  }).toPass({ timeout: 45_000, intervals: [1_000, 2_000] });
  if (expectRefusal) await expect(formAlert(page)).toBeVisible();
  else await page.waitForURL((url) => url.pathname === "/");
  return page;
}

/** Whether `page`'s context still has a session: / answers with the projects page, not /login. */
export async function isSignedIn(page: Page): Promise<boolean> {
  await page.goto("/");
  return new URL(page.url()).pathname !== "/login";
}
