import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

test("command palette: search hits open the node and highlight the message; hostile queries are harmless", async ({
  workspace,
  page,
  unique,
}) => {
  await workspace.createConversation(unique);
  await workspace.say(`The zephyr lantern of ${unique} stands on the northern cliff.`);
  await workspace.say("Lunch is pasta on Friday.");
  await workspace.branchFrom(workspace.messages.nth(3), "none", "Side topic");
  await workspace.say("Nothing about lanterns here, only gardens.");

  await page.keyboard.press("Control+k");
  const palette = page.getByTestId("command-palette");
  await expect(palette).toBeVisible();
  const input = palette.getByTestId("palette-input");
  for (const hostile of ['"', "NEAR(", "zephyr*", "((", "a OR", "-"]) {
    await input.fill(hostile);
    await expect(palette.getByText("Search failed")).toHaveCount(0);
  }
  await input.fill(`zephyr ${unique}`);
  const hit = palette.locator('[data-testid="palette-result"][data-kind="message"]');
  await expect(hit).toHaveCount(1);
  await expect(hit.locator("mark").first()).toHaveText(/zephyr/i);
  await hit.click();

  await expect(page).toHaveURL(/item=/);
  const focused = page.locator('[data-testid="message"][data-focused="true"]');
  await expect(focused).toHaveCount(1);
  await expect(focused).toContainText("zephyr lantern");
  await expect(focused).toBeInViewport();
});

test("export a tree as JSON and Markdown, import it back with the same structure", async ({
  workspace,
  projects,
  page,
  unique,
}, testInfo) => {
  await workspace.createConversation(unique);
  await workspace.say("The launch code is ORCHID-7.");
  await workspace.branchFrom(workspace.messages.nth(1), "full", "Codes");
  await workspace.say("Is ORCHID-7 still valid?");

  await page.getByTestId("export-menu").locator("summary").click();
  const [json] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-json").click()]);
  const jsonPath = testInfo.outputPath("export.json");
  await json.saveAs(jsonPath);
  const exported = JSON.parse(readFileSync(jsonPath, "utf8"));
  expect(exported.conversation.nodes).toHaveLength(2);

  await page.getByTestId("export-menu").locator("summary").click();
  const [md] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-md-path").click()]);
  const mdPath = testInfo.outputPath("path.md");
  await md.saveAs(mdPath);
  const markdown = readFileSync(mdPath, "utf8");
  expect(markdown).toContain("› Codes");
  expect(markdown).toContain("### You (inherited)\n\nThe launch code is ORCHID-7.");
  expect(markdown).toContain("Is ORCHID-7 still valid?");

  // Import it back on the project page: a new conversation with the same tree.
  await page.getByRole("link", { name: unique }).first().click();
  await expect(projects.title).toHaveText(unique);
  await page.getByTestId("import-chats-file").setInputFiles(jsonPath);
  const result = page.getByTestId("import-chats-result");
  await expect(result).toContainText("Imported 1 conversation from a Canopy export");
  await expect(result).toContainText("(2 nodes)");
  // The project already has that conversation: the copy is numbered, marked imported, and said so.
  const original = exported.conversation.title as string;
  await expect(result.getByTestId("imported-conversation")).toHaveText(`${original} (2)`);
  await expect(result.getByTestId("imported-renamed")).toContainText(`the project already has “${original}”`);
  await page.reload();
  const rows = page.getByTestId("conversation-list").locator("li");
  await expect(rows.filter({ hasText: `${original} (2)` }).getByTestId("imported-badge")).toContainText(
    "Imported · Canopy",
  );
  await expect(rows.filter({ hasNotText: `${original} (2)` }).getByTestId("imported-badge")).toHaveCount(0);
  await page.getByTestId("import-chats-file").setInputFiles(jsonPath);
  await expect(result.getByTestId("imported-conversation")).toHaveText(`${original} (3)`);
  await result.getByTestId("imported-conversation").click();
  await expect(workspace.graphNodes).toHaveCount(2);
  await expect(workspace.messages).toHaveCount(2);
  await workspace.selectNode("Codes");
  await expect(workspace.messages).toHaveCount(4);
  await expect(workspace.messages.nth(0)).toHaveAttribute("data-origin", "inherited");
  await expect(workspace.messages.nth(2)).toContainText("Is ORCHID-7 still valid?");
});

test("a ChatGPT export with edits imports with its forks as branches; a bad file is refused", async ({
  projects,
  workspace,
  page,
  unique,
}) => {
  await projects.create(unique);
  const chatgpt = [
    {
      title: `Trip ${unique}`,
      current_node: "a2",
      mapping: {
        root: { id: "root", message: null, parent: null, children: ["u1", "u1b"] },
        u1: {
          id: "u1",
          message: { author: { role: "user" }, content: { content_type: "text", parts: ["Plan a trip to Lisbon."] } },
          parent: "root",
          children: ["a1"],
        },
        a1: {
          id: "a1",
          message: { author: { role: "assistant" }, content: { content_type: "text", parts: ["Day one: Alfama."] } },
          parent: "u1",
          children: ["u2"],
        },
        u2: {
          id: "u2",
          message: { author: { role: "user" }, content: { content_type: "text", parts: ["And day two?"] } },
          parent: "a1",
          children: ["a2", "a2b"],
        },
        a2: {
          id: "a2",
          message: { author: { role: "assistant" }, content: { content_type: "text", parts: ["Day two: Belém."] } },
          parent: "u2",
          children: [],
        },
        a2b: {
          id: "a2b",
          message: { author: { role: "assistant" }, content: { content_type: "text", parts: ["Day two: Sintra."] } },
          parent: "u2",
          children: [],
        },
        u1b: {
          id: "u1b",
          message: { author: { role: "user" }, content: { content_type: "text", parts: ["Plan a trip to Porto."] } },
          parent: "root",
          children: [],
        },
      },
    },
  ];
  const input = page.getByTestId("import-chats-file");
  await input.setInputFiles({
    name: "bad.json",
    mimeType: "application/json",
    buffer: Buffer.from('{"hello": "world"}'),
  });
  await expect(page.getByTestId("import-chats-error")).toContainText("not a chat export Canopy knows");
  await expect(page.getByTestId("conversation-link")).toHaveCount(0);

  await input.setInputFiles({
    name: "conversations.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(chatgpt)),
  });
  await expect(page.getByTestId("import-chats-result")).toContainText("from a ChatGPT export");
  await page.getByTestId("imported-conversation").click();
  await expect(workspace.graphNodes).toHaveCount(3);
  await expect(workspace.messages).toHaveCount(4);
  await expect(workspace.messages.nth(3)).toContainText("Belém");
  // The regenerated answer and the edited first message are reachable through the switchers.
  await expect(workspace.messages.nth(3).getByTestId("fork-position")).toHaveText("1 / 2");
  await page.waitForLoadState("networkidle"); // hydrated: a click on the server-rendered switcher before that is lost
  await workspace.messages.nth(3).getByTestId("fork-next").click();
  await expect(workspace.messages.last()).toContainText("Sintra");
  await workspace.graphNodes.first().click();
  await expect(workspace.messages.first().getByTestId("fork-position")).toHaveText("1 / 2");
  await workspace.messages.first().getByTestId("fork-next").click();
  await expect(workspace.messages.first()).toContainText("Porto");
});
