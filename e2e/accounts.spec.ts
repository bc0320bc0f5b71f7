import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Signs up a new account through /signup in a fresh context (no session) and returns its page. */
async function signUp(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto("/signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("second-password-1");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  return page;
}

test("a second account sees nothing of the first one's project until it is shared, and then only reads", async ({
  browser,
  page,
  projects,
  workspace,
  unique,
  baseURL,
}) => {
  // The owner (the fixture's account) makes a project with a conversation and an answer.
  const projectId = await projects.create(unique);
  const conversationId = await projects.newConversation();
  await workspace.say("The launch code is ORCHID-7.");

  // A second person signs up in another browser: the project does not exist for them.
  const email = `second-${Date.now().toString(36)}@canopy.test`;
  const other = await signUp(browser, baseURL!, email);
  await expect(other.getByRole("link", { name: unique })).toHaveCount(0);
  expect((await other.goto(`/projects/${projectId}`))?.status()).toBe(404);
  expect((await other.goto(`/c/${conversationId}`))?.status()).toBe(404);
  const tree = await other.request.get(`/api/conversations/${conversationId}/tree`);
  expect(tree.status()).toBe(404);
  expect((await tree.json()).error.code).toBe("not_found:conversation");

  // The owner shares it as viewer from the settings page.
  await projects.open(projectId);
  await projects.openSettings();
  const sharing = page.getByTestId("sharing-panel");
  await sharing.getByLabel("Share with (email)").fill(email);
  await sharing.getByLabel("Role").selectOption("viewer");
  await sharing.getByRole("button", { name: "Share" }).click();
  await expect(sharing.getByTestId("member-list")).toContainText(`${email} · viewer`);

  // Now they see it and can read the conversation, but cannot send: the UI says why.
  await other.goto("/");
  await expect(other.getByTestId("project-link").filter({ hasText: unique })).toBeVisible();
  await expect(other.getByTestId("recent-conversation-link").filter({ hasText: unique })).toBeVisible();
  await other.goto(`/c/${conversationId}`);
  await expect(other.getByTestId("message").filter({ hasText: "ORCHID-7" }).first()).toBeVisible();
  await expect(other.getByText("You have view access to this project")).toBeVisible();
  await expect(other.getByTestId("send-button")).toBeDisabled();
  // The server refuses a viewer's write whatever the UI shows.
  const nodeId =
    /node=([^&]+)/.exec(other.url())?.[1] ??
    (await (await other.request.get(`/api/conversations/${conversationId}/tree`)).json()).rootNodeId;
  const send = await other.request.post("/api/chat", {
    data: { nodeId, text: "Let me in" },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(send.status()).toBe(403);

  // Sign-out ends their session: the pages send them to /login again.
  await other.getByTestId("sign-out").click();
  await other.waitForURL(/\/login$/);
  await other.goto("/");
  await expect(other).toHaveURL(/\/login$/);
  await other.context().close();
});

test("a read-only share link opens without a session and stops working when revoked", async ({
  browser,
  page,
  projects,
  workspace,
  unique,
  baseURL,
}) => {
  const projectId = await projects.create(unique);
  await projects.newConversation();
  await workspace.say("Shared fact: the **heron** nests at dawn.");
  await projects.open(projectId);
  await projects.openSettings();
  const links = page.getByTestId("share-links");
  await links.getByTestId("create-share-link").first().click();
  const link = links.getByTestId("share-link-url").first();
  await expect(link).toBeVisible();
  // The absolute URL people send (the app's origin), and a Copy button that copies it.
  const url = await link.inputValue();
  expect(url).toMatch(new RegExp(`^${new URL(baseURL!).origin.replace(/[.:/]/g, "\\$&")}/share/[\\w-]+$`));
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await links.getByTestId("share-link-copy").first().click();
  await expect(links.getByTestId("share-link-copy").first()).toContainText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const path = new URL(url).pathname;

  const anonymous = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const visitor = await anonymous.newPage();
  await visitor.goto(path);
  await expect(visitor.getByTestId("shared-conversation")).toBeVisible();
  await expect(visitor.getByTestId("shared-message").filter({ hasText: "heron nests at dawn" })).toBeVisible();
  await expect(visitor.getByTestId("composer-input")).toHaveCount(0);
  // Drawn as the workspace draws it, read-only: the tree as a graph, Markdown rendered; no Search
  // (it needs an account: a visitor got "Sign in to continue").
  await expect(visitor.getByTestId("shared-graph").getByTestId("shared-graph-node")).not.toHaveCount(0);
  await expect(visitor.getByTestId("shared-message").locator("strong").filter({ hasText: "heron" })).toBeVisible();
  await expect(visitor.getByRole("button", { name: /Search/ })).toHaveCount(0);
  await expect(visitor.getByText(unique)).toHaveCount(0); // nothing of the project, not even its name

  await links.getByRole("button", { name: "Revoke" }).first().click();
  await expect(links.getByTestId("share-link-url")).toHaveCount(0);
  expect((await visitor.goto(path))?.status()).toBe(404);
  await anonymous.close();
});

test("requests from another site or for another host are refused", async ({ page, baseURL }) => {
  await page.goto("/");
  const crossSite = await page.request.post("/api/chat", {
    data: { nodeId: "x", text: "hi" },
    headers: { origin: "https://evil.example" },
  });
  expect(crossSite.status()).toBe(403);
  const plain = await page.request.post("/api/chat", {
    data: '{"nodeId":"x","text":"hi"}',
    headers: { origin: new URL(baseURL!).origin, "content-type": "text/plain" },
  });
  expect(plain.status()).toBe(400);
  const rebinding = await page.request.get("/", { headers: { host: "attacker.example" } });
  expect(rebinding.status()).toBe(421);
  const headers = (await page.request.get("/")).headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
});

test("the sign-in form pressed before its scripts run posts: the password never reaches the address bar", async ({
  browser,
  baseURL,
}) => {
  // No JavaScript: the browser submits the form itself, as it does before hydration.
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Email").fill("nobody@canopy.test");
  await page.getByLabel("Password").fill("not-in-the-url-1");
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === "/login"),
    page.getByRole("button", { name: "Sign in" }).click(),
  ]);
  expect(request.method()).toBe("POST");
  // The page answers the post as it answers a visit (no error page), and nobody is signed in.
  expect((await request.response())?.status()).toBeLessThan(400);
  await page.waitForLoadState("load");
  expect(page.url()).not.toContain("not-in-the-url");
  expect(page.url()).not.toContain("password");
  await context.close();
});
