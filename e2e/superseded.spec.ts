import { expect, test } from "./fixtures";
import { mergeKeepingParent } from "./superseded";

test("a merge that keeps the parent's date strikes the branch's, it no longer answers, and a share link shows the mark", async ({
  page,
  workspace,
  unique,
}) => {
  await mergeKeepingParent(
    page,
    workspace,
    unique,
    async () => {
      await expect(page.getByTestId("merge-node")).toBeVisible();
      await page.getByTestId("merge-node").click();
    },
    "click",
  );
});
