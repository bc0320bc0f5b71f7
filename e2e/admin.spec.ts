import { AdminPage, formAlert, freshContext, isSignedIn, signInPage } from "./pages/account";
import { E2E_USER, ensureUser, expect, test } from "./fixtures";

const PASSWORD = "member-password-1";

// Sign-ins are rate-limited (3 per 10 s from one address): signInPage may wait one window out.
test.describe.configure({ timeout: 120_000 });

test("the admin page lists the accounts; a disabled account is signed out and cannot sign in until enabled again", async ({
  browser,
  page,
  baseURL,
}) => {
  const email = `member-${Date.now().toString(36)}@canopy.test`;
  ensureUser(email, PASSWORD);
  const member = await signInPage(browser, baseURL!, email, PASSWORD);
  // A member has no admin page: it does not exist for them.
  expect((await member.goto("/admin"))?.status()).toBe(404);

  const admin = new AdminPage(page);
  await admin.open();
  await expect(admin.user(E2E_USER.email)).toContainText("admin");
  await expect(admin.user(E2E_USER.email).getByRole("button")).toHaveCount(0); // no way to disable oneself
  await expect(admin.user(email)).toContainText("user");
  await expect(admin.user(email)).toContainText("active");

  await admin.user(email).getByRole("button", { name: "Disable" }).click();
  await expect(admin.user(email)).toContainText("disabled");
  await expect(admin.user(email).getByRole("button", { name: "Enable" })).toBeVisible();
  await page.reload();
  await expect(admin.user(email)).toContainText("disabled"); // stored, not just drawn

  // Their open session ended, and signing in again is refused with a reason.
  expect(await isSignedIn(member)).toBe(false);
  const refused = await signInPage(browser, baseURL!, email, PASSWORD, true);
  await expect(formAlert(refused)).toContainText(/disabled/i);
  expect(new URL(refused.url()).pathname).toBe("/login");
  expect(await isSignedIn(refused)).toBe(false); // no session cookie came with the refusal

  // Enabled again, they can sign in.
  await admin.user(email).getByRole("button", { name: "Enable" }).click();
  await expect(admin.user(email)).toContainText("active");
  const back = await signInPage(browser, baseURL!, email, PASSWORD);
  expect(await isSignedIn(back)).toBe(true);

  await Promise.all([member, refused, back].map((p) => p.context().close()));
});

test("the sign-up mode set on the admin page decides whether /signup creates accounts", async ({
  browser,
  page,
  baseURL,
}) => {
  const admin = new AdminPage(page);
  await admin.open();
  await expect(admin.signupMode).toHaveValue("open");
  const visitor = await (await freshContext(browser, baseURL!)).newPage();
  const origin = new URL(baseURL!).origin;
  const signUpByApi = (email: string) =>
    visitor.request.post("/api/auth/sign-up/email", {
      data: { email, password: "visitor-password-1", name: "visitor" },
      headers: { origin },
    });
  try {
    await admin.setSignupMode("closed");
    await visitor.goto("/signup");
    await expect(visitor.getByRole("status")).toContainText("closed");
    await expect(visitor.getByRole("button", { name: "Create account" })).toHaveCount(0);
    const closed = await signUpByApi(`closed-${Date.now().toString(36)}@canopy.test`);
    expect(closed.status()).toBe(403);

    await admin.setSignupMode("invite");
    await visitor.goto("/signup");
    await expect(visitor.getByRole("status")).toContainText("invitation");
    expect((await signUpByApi(`invite-${Date.now().toString(36)}@canopy.test`)).status()).toBe(403);

    await admin.setSignupMode("open");
    await visitor.goto("/signup");
    const email = `open-${Date.now().toString(36)}@canopy.test`;
    await visitor.getByLabel("Email").fill(email);
    await visitor.getByLabel("Password").fill("visitor-password-1");
    await visitor.getByRole("button", { name: "Create account" }).click();
    await visitor.waitForURL((url) => url.pathname === "/");
    await admin.open();
    await expect(admin.user(email)).toContainText("active");
  } finally {
    // Other specs sign up through /signup: leave the instance open whatever happened above.
    await admin.open();
    if ((await admin.signupMode.inputValue()) !== "open") await admin.setSignupMode("open");
    await visitor.context().close();
  }
});
