import { test as base } from "@playwright/test";
import { WorkspacePage } from "./pages/workspace";

/** Tests get a WorkspacePage and a unique name, so they never depend on each other's data. */
export const test = base.extend<{ workspace: WorkspacePage; unique: string }>({
  workspace: async ({ page }, use) => {
    await use(new WorkspacePage(page));
  },
  unique: async ({}, use, testInfo) => {
    await use(`${testInfo.title.slice(0, 24)} ${Date.now().toString(36)}`);
  },
});

export { expect } from "@playwright/test";
