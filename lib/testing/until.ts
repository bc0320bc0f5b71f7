import { vi } from "vitest";

/**
 * Waits until `check` holds (vitest's `vi.waitFor`, polling every `interval` ms), failing with
 * "condition not met in time" after `timeout` ms: a guard against a hang, never a clock to wait out.
 */
export async function until(
  check: () => boolean | Promise<boolean>,
  { timeout = 10_000, interval = 20 }: { timeout?: number; interval?: number } = {},
): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error("condition not met in time");
    },
    { timeout, interval },
  );
}
