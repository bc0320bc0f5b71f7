import { describe, expect, it } from "vitest";
import { followUpsSettled, trackFollowUps } from "./in-flight";

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe("the work that follows saved answers", () => {
  it("settles at once when there is none", async () => {
    await expect(followUpsSettled()).resolves.toBeUndefined();
  });

  it("settles after every registered piece, one registered while waiting and a failing one too", async () => {
    const first = deferred();
    const failing = deferred();
    const later = deferred();
    trackFollowUps(first.promise);
    trackFollowUps(failing.promise);
    let settled = false;
    const waiting = followUpsSettled().then(() => (settled = true));

    first.resolve();
    failing.reject(new Error("the usage row could not be written"));
    trackFollowUps(later.promise); // another answer saved meanwhile
    await first.promise;
    await failing.promise.catch(() => undefined);
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);

    later.resolve();
    await waiting;
    expect(settled).toBe(true);
  });
});
