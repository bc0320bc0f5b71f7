import { expect, test, type Locator, type Page } from "@playwright/test";
import { startEverythingHttp } from "@/lib/tools/testing/servers";

/**
 * Starts the real server-everything over Streamable HTTP for the spec's tests (stopped after them);
 * the returned function gives its URL.
 */
export function useEverythingServer(): () => string {
  let server: Awaited<ReturnType<typeof startEverythingHttp>> | undefined;
  test.beforeAll(async () => {
    server = await startEverythingHttp();
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return () => server!.url;
}

/** Page object of Admin -> MCP servers, a project's Tools settings and the composer's tool menu. */
export class ToolsPage {
  constructor(
    private readonly page: Page,
    private readonly touch = false,
  ) {}

  private async press(target: Locator): Promise<void> {
    if (this.touch) await target.tap();
    else await target.click();
  }

  server(name: string): Locator {
    return this.page.locator(`[data-testid="mcp-server"][data-server-name="${name}"]`);
  }

  /** Registers a Streamable HTTP server through the form and waits for its row. */
  async addHttpServer(name: string, url: string): Promise<Locator> {
    await this.page.goto("/admin/mcp");
    const form = this.page.getByTestId("add-mcp-server-form");
    await form.getByTestId("mcp-name").fill(name);
    await form.getByTestId("mcp-url").fill(url);
    await form.getByTestId("mcp-headers").fill("X-Canopy-Test: secret-header-value");
    await this.press(form.getByTestId("add-mcp-server"));
    await expect(this.page.getByTestId("add-mcp-server-done")).toContainText(`Added ${name}: connected`);
    const row = this.server(name);
    await expect(row).toBeVisible();
    return row;
  }

  /** Creates a project through the UI and returns its id. */
  async createProject(name: string): Promise<string> {
    await this.page.goto("/");
    await this.page.getByTestId("project-name-input").fill(name);
    await this.press(this.page.getByTestId("create-project"));
    await expect(this.page.getByTestId("project-title")).toHaveText(name);
    return /\/projects\/([^/?#]+)/.exec(this.page.url())![1]!;
  }

  /** Enables `server` in the project's Tools settings and saves. */
  async enableForProject(projectId: string, server: string): Promise<void> {
    await this.page.goto(`/projects/${projectId}/settings`);
    const form = this.page.getByTestId("tool-settings-form");
    const box = form.locator(`[data-testid="project-tool-server"][data-server-name="${server}"]`);
    await box.check();
    await form.getByTestId("tool-approval").selectOption("always");
    await this.press(form.getByTestId("tool-settings-save"));
    await expect(form.getByTestId("tool-settings-saved")).toBeVisible();
  }

  get menuButton(): Locator {
    return this.page.getByTestId("tool-menu-button");
  }

  get menuPanel(): Locator {
    return this.page.getByTestId("tool-menu-panel");
  }

  toolSwitch(qualifiedName: string): Locator {
    return this.page.locator(`[data-testid="tool-menu-tool-switch"][data-tool="${qualifiedName}"]`);
  }

  async openMenu(): Promise<void> {
    await this.press(this.menuButton);
    await expect(this.menuPanel).toBeVisible();
  }
}
