import { expectAxeClean, inBothSchemes } from "./a11y";
import { expect, test } from "./fixtures";
import { ToolsPage, useEverythingServer } from "./pages/tools";
import { expectFits } from "./touch";

/* MCP servers and the tool menu on a phone (390x844, touch; the "phone" project), both colour schemes. */
test.describe.configure({ timeout: 120_000 });

const serverUrl = useEverythingServer();

test("on a phone: add an MCP server, enable it for a project, switch a tool in the composer", async ({
  page,
  unique,
}) => {
  const tools = new ToolsPage(page, true);
  const name = `ph${unique
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(-8)
    .toLowerCase()}`;
  const row = await tools.addHttpServer(name, serverUrl());
  await expect(row.getByTestId("mcp-server-status")).toHaveText(/^connected, \d+ tools$/);
  await expectFits(page, "MCP servers page");
  await inBothSchemes(page, (scheme) => expectAxeClean(page, `MCP servers page (phone, ${scheme})`, "main"));

  const projectId = await tools.createProject(unique);
  await tools.enableForProject(projectId, name);
  await expectFits(page, "project settings");
  await page.goto(`/projects/${projectId}`);
  await page.getByTestId("new-conversation").first().tap();
  await expect(page).toHaveURL(/\/c\//);
  await tools.openMenu();
  const echo = tools.toolSwitch(`${name}_echo`);
  await echo.tap();
  await expect(echo).not.toBeChecked();
  await expectFits(page, "tool menu");
  await inBothSchemes(page, (scheme) =>
    expectAxeClean(page, `tool menu (phone, ${scheme})`, '[data-testid="tool-menu"]'),
  );
  await page.reload();
  await tools.openMenu();
  await expect(tools.toolSwitch(`${name}_echo`)).not.toBeChecked();
});
