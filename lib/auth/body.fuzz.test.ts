import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FUZZ_RUNS, readOrRefuse, readOrRefuseAsync } from "@/lib/testing/fuzz";
import { jsonDepth, MAX_JSON_DEPTH, parseJsonLimited, readBodyLimited } from "./body";

// Property: any request body is read (within its limit) and decoded, or refused with a typed 4xx
// error (too_large:body, invalid:json, invalid:json_depth); never a RangeError from deep nesting.

/** JSON-ish text: brackets, quotes and escapes in any order, and nesting far past the limit. */
const jsonish = fc.oneof(
  fc.json({ maxDepth: 6 }),
  fc.string({
    unit: fc.constantFrom("[", "]", "{", "}", '"', "\\", ":", ",", "1", "a", " ", "\u0000"),
    maxLength: 200,
  }),
  fc.string({ unit: "binary", maxLength: 200 }),
  // Any bytes, decoded as the route wrapper decodes a body (invalid UTF-8 becomes U+FFFD).
  fc.uint8Array({ maxLength: 200 }).map((bytes) => new TextDecoder().decode(bytes)),
  fc
    .tuple(fc.constantFrom("[", '{"a":', '["\\"",'), fc.integer({ min: 1, max: 50_000 }), fc.boolean())
    .map(([open, n, closed]) => {
      const close = open === "[" || open.startsWith('["') ? "]" : "}";
      return `${open.repeat(n)}1${closed ? close.repeat(n) : ""}`;
    }),
);

describe("fuzzing body decoding (lib/auth/body.ts)", { timeout: 30_000 }, () => {
  it("parseJsonLimited: a value no deeper than the limit, or invalid:json / invalid:json_depth", () => {
    fc.assert(
      fc.property(jsonish, (text) => {
        const value = readOrRefuse(() => parseJsonLimited(text));
        if (value !== undefined) expect(jsonDepth(JSON.stringify(value))).toBeLessThanOrEqual(MAX_JSON_DEPTH);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it("readBodyLimited: any bytes in any chunks, within the limit or too_large:body", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.uint8Array({ maxLength: 300 }), { maxLength: 8 }),
        fc.integer({ min: 0, max: 1_500 }),
        fc.option(fc.oneof(fc.nat({ max: 3_000 }).map(String), fc.constantFrom("", "-1", "abc", "1e9", " 12 ")), {
          nil: undefined,
        }),
        async (chunks, max, declared) => {
          const body = new ReadableStream<Uint8Array>({
            start(controller) {
              for (const chunk of chunks) controller.enqueue(chunk);
              controller.close();
            },
          });
          const request = new Request("http://localhost/api/x", {
            method: "POST",
            body,
            duplex: "half",
            headers: declared === undefined ? {} : { "content-length": declared },
          } as RequestInit);
          const bytes = await readOrRefuseAsync(() => readBodyLimited(request, max));
          const total = chunks.reduce((t, c) => t + c.byteLength, 0);
          if (bytes) {
            expect(bytes.byteLength).toBe(total);
            expect(bytes.byteLength).toBeLessThanOrEqual(max);
          } else expect(total > max || Number(declared) > max).toBe(true);
        },
      ),
      { numRuns: FUZZ_RUNS },
    );
  });
});
