import { expectAxeClean, inBothSchemes } from "./a11y";
import { expect, test } from "./fixtures";
import { EVERYTHING_BIN } from "@/lib/tools/testing/servers";
import { ToolsPage, useEverythingServer } from "./pages/tools";

/*
 * MCP servers as configuration (issue 34, part 1), against the real server-everything over
 * Streamable HTTP: an administrator adds it and sees its tools, the project enables it, the
 * composer's tool menu lists and switches tools, and a reload keeps the choice.
 */
test.describe.configure({ timeout: 120_000 });

const serverUrl = useEverythingServer();

test("an admin adds an MCP server, a project enables it, the tool menu switches tools and keeps the choice", async ({
  page,
  unique,
}) => {
  const tools = new ToolsPage(page);
  const name = `ev${unique
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(-8)
    .toLowerCase()}`;

  await page.goto("/admin");
  await page.getByTestId("mcp-link").click();
  await expect(page).toHaveURL(/\/admin\/mcp$/);
  const row = await tools.addHttpServer(name, serverUrl());
  await expect(row.getByTestId("mcp-server-status")).toHaveText(/^connected, \d+ tools$/);
  await expect(row).toContainText("headers: X-Canopy-Test (values hidden)");
  await expect(page.locator("body")).not.toContainText("secret-header-value");
  await row.getByText("Tools", { exact: true }).click();
  await expect(row.getByTestId("mcp-server-tools")).toContainText("Echo Tool");
  await inBothSchemes(page, (scheme) => expectAxeClean(page, `MCP servers page (${scheme})`, "main"));
  await page.emulateMedia({ colorScheme: "light" });

  // Retry reconnects and keeps the status.
  await row.getByTestId("retry-mcp-server").click();
  await expect(row.getByTestId("mcp-server-status")).toHaveText(/^connected, \d+ tools$/);

  // The project enables it.
  const projectId = await tools.createProject(unique);
  await tools.enableForProject(projectId, name);
  await page.reload();
  await expect(page.locator(`[data-testid="project-tool-server"][data-server-name="${name}"]`)).toBeChecked();
  await expect(page.getByTestId("tool-approval")).toHaveValue("always");

  // A conversation: the composer's tool menu lists the server's tools.
  await page.goto(`/projects/${projectId}`);
  await page.getByTestId("new-conversation").first().click();
  await expect(page).toHaveURL(/\/c\//);
  await tools.openMenu();
  const echo = tools.toolSwitch(`${name}_echo`);
  await expect(echo).toBeChecked();
  const count = page.getByTestId("tool-menu-count");
  const before = Number(/(\d+)/.exec((await count.textContent()) ?? "")![1]);
  expect(before).toBeGreaterThan(3);
  await echo.uncheck();
  await expect(count).toHaveText(`Tools: ${before - 1} on`);
  await inBothSchemes(page, (scheme) => expectAxeClean(page, `tool menu (${scheme})`, '[data-testid="tool-menu"]'));

  // The server's switch turns all its tools off; a reload keeps both choices.
  await page
    .locator(`[data-testid="tool-menu-server"][data-server-name="${name}"]`)
    .getByTestId("tool-menu-server-switch")
    .uncheck();
  await expect(count).toHaveText("Tools: 0 on");
  await page.reload();
  await expect(count).toHaveText("Tools: 0 on");
  await tools.openMenu();
  await page
    .locator(`[data-testid="tool-menu-server"][data-server-name="${name}"]`)
    .getByTestId("tool-menu-server-switch")
    .check();
  await expect(count).toHaveText(`Tools: ${before - 1} on`);
  await expect(tools.toolSwitch(`${name}_echo`)).not.toBeChecked();

  // Removing the server: the admin page no longer lists it.
  page.once("dialog", (d) => void d.accept());
  await page.goto("/admin/mcp");
  await tools.server(name).getByTestId("remove-mcp-server").click();
  await expect(tools.server(name)).toHaveCount(0);
});

test("an admin adds a stdio server with its own environment; only the variables' names come back", async ({
  page,
  unique,
}) => {
  const name = `st${unique
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(-8)
    .toLowerCase()}`;
  await page.goto("/admin/mcp");
  const form = page.getByTestId("add-mcp-server-form");
  await form.getByTestId("mcp-name").fill(name);
  await form.getByTestId("mcp-transport").selectOption("stdio");
  await form.getByTestId("mcp-command").fill(process.execPath);
  await form.getByTestId("mcp-args").fill(`${EVERYTHING_BIN}\nstdio`);
  await form.getByTestId("mcp-env").fill("NOTES_TOKEN=plum-secret-4417\nNOTES_REGION=eu");
  await form.getByTestId("add-mcp-server").click();
  await expect(page.getByTestId("add-mcp-server-done")).toContainText(`Added ${name}: connected`);
  const row = new ToolsPage(page).server(name);
  await expect(row).toContainText("environment: NOTES_TOKEN, NOTES_REGION (values hidden)");
  await page.reload();
  await expect(row.getByTestId("mcp-server-status")).toHaveText(/^connected, \d+ tools$/);
  await expect(page.locator("body")).not.toContainText("plum-secret-4417");
  expect(await page.content()).not.toContain("plum-secret-4417");
});
