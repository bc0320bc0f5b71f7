import { AccountPage, formAlert, isSignedIn, signInPage } from "./pages/account";
import { ensureUser, expect, test } from "./fixtures";

// Each test uses its own account: changing the fixture account's password or ending its sessions
// would sign the other specs out. Sign-ins are rate-limited (3 per 10 s from one address):
// signInPage may wait one window out.
test.describe.configure({ timeout: 120_000 });

test("changing the password on /account: the old one is refused afterwards, the new one works, other sessions end", async ({
  browser,
  baseURL,
}) => {
  const email = `pw-${Date.now().toString(36)}@canopy.test`;
  const oldPassword = "old-password-1";
  const newPassword = "new-password-2";
  ensureUser(email, oldPassword);
  const page = await signInPage(browser, baseURL!, email, oldPassword);
  const elsewhere = await signInPage(browser, baseURL!, email, oldPassword);
  const account = new AccountPage(page);
  await account.open();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

  // A wrong current password is refused and changes nothing.
  const wrong = await account.changePassword("not-my-password", newPassword);
  await expect(wrong).toHaveAttribute("role", "alert");
  await expect(wrong).toContainText(/invalid password/i);

  const done = await account.changePassword(oldPassword, newPassword);
  await expect(done).toHaveAttribute("role", "status");
  await expect(done).toContainText("Password changed");
  // This session goes on; the other one was signed out.
  expect(await isSignedIn(page)).toBe(true);
  expect(await isSignedIn(elsewhere)).toBe(false);

  const refused = await signInPage(browser, baseURL!, email, oldPassword, true);
  await expect(formAlert(refused)).toContainText(/invalid email or password/i);
  const fresh = await signInPage(browser, baseURL!, email, newPassword);
  expect(await isSignedIn(fresh)).toBe(true);

  await Promise.all([page, elsewhere, refused, fresh].map((p) => p.context().close()));
});

test("sign out everywhere ends this session and a second browser's session of the same account", async ({
  browser,
  baseURL,
}) => {
  const email = `everywhere-${Date.now().toString(36)}@canopy.test`;
  const password = "everywhere-password-1";
  ensureUser(email, password);
  const first = await signInPage(browser, baseURL!, email, password);
  const second = await signInPage(browser, baseURL!, email, password);
  expect(await isSignedIn(second)).toBe(true);

  const account = new AccountPage(first);
  await account.open();
  await account.signOutEverywhere();
  expect(await isSignedIn(first)).toBe(false);
  // The second browser is signed out without doing anything: its next page load goes to /login.
  expect(await isSignedIn(second)).toBe(false);
  const api = await second.request.get("/api/auth/get-session");
  expect(await api.json()).toBeNull();
  // Signing in again still works: the account is not locked, only its sessions ended.
  const again = await signInPage(browser, baseURL!, email, password);
  expect(await isSignedIn(again)).toBe(true);

  await Promise.all([first, second, again].map((p) => p.context().close()));
});
