import { test } from "./fixtures";
import { mergeKeepingParent } from "./superseded";
import { expectFits } from "./touch";

test("on a phone, a merge that keeps the parent's date strikes the branch's, by taps", async ({
  page,
  workspace,
  unique,
}) => {
  await mergeKeepingParent(
    page,
    workspace,
    unique,
    async () => {
      await page.getByTestId("chat-header-actions").tap();
      await page.getByTestId("merge-node").tap();
    },
    "tap",
  );
  await expectFits(page, "a merged message with a superseded fact");
});
