/**
 * A chat message with HTML that must never run and a fenced code block: said in e2e/chat-ux.spec.ts,
 * and asked about through the offline model in lib/ai/offline-chat-shapes.test.ts.
 */
export const HOSTILE = [
  `The payload marker is BLUEJAY-42 <script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">`,
  "",
  "```js",
  `const marker = "BLUEJAY-42";`,
  "console.log(marker);",
  "```",
].join("\n");
