import type { Locator, Page } from "@playwright/test";

/** Page object of the Jobs panel (project page and knowledge page). */
export class JobsPanel {
  constructor(readonly page: Page) {}

  get panel(): Locator {
    return this.page.getByTestId("jobs-panel");
  }
  /** The row of the job whose title contains `title`. */
  job(title: string): Locator {
    return this.panel
      .getByTestId("job-row")
      .filter({ has: this.page.getByTestId("job-title").filter({ hasText: title }) });
  }
}
