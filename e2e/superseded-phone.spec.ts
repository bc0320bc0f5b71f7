import { test } from "./fixtures";
import { mergeKeepingParent } from "./superseded";
import { expectFits } from "./touch";

test("on a phone, a merge that keeps the parent's date strikes the branch's (in the chat and on its share page), by taps", async ({
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
    () => expectFits(page, "a merged message with a superseded fact"),
  );
  // mergeKeepingParent ends on the share page.
  await expectFits(page, "a shared merged message with a superseded fact");
});
