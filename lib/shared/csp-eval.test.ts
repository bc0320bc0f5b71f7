import { afterAll, describe, expect, it } from "vitest";

// Issue 32, finding 8: a /c/ page tried `eval` (Zod's probe for compiled parsers: `new Function("")`)
// and the Content-Security-Policy blocked it. The browser's first module (instrumentation-client.ts)
// tells Zod to stay jitless, so no schema built after it ever constructs a Function.
const RealFunction = globalThis.Function;
const constructed: unknown[][] = [];
globalThis.Function = new Proxy(RealFunction, {
  construct(target, args) {
    constructed.push(args);
    return Reflect.construct(target, args);
  },
});
afterAll(() => {
  globalThis.Function = RealFunction;
});

describe("no eval on the pages", () => {
  it("builds and runs object schemas (as the chat's are) without constructing a Function", async () => {
    await import("@/instrumentation-client");
    const { z } = await import("zod");
    const schema = z.object({
      id: z.string(),
      parts: z.array(z.object({ type: z.literal("text"), text: z.string() })),
    });
    expect(schema.parse({ id: "m1", parts: [{ type: "text", text: "hi" }] }).parts).toHaveLength(1);
    expect(constructed).toEqual([]);
  });
});
