import { describe, expect, it } from "vitest";
import { until } from "./until";

describe("until", () => {
  it("resolves once the check holds, sync or async", async () => {
    let calls = 0;
    await until(() => ++calls >= 3, { interval: 1 });
    expect(calls).toBe(3);
    let asyncCalls = 0;
    await until(async () => ++asyncCalls >= 2, { interval: 1 });
    expect(asyncCalls).toBe(2);
  });

  it("fails with a clear error when the check never holds", async () => {
    await expect(until(() => false, { timeout: 30, interval: 5 })).rejects.toThrow("condition not met in time");
  });
});
