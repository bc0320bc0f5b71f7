import fc from "fast-check";
import { isAppError } from "@/lib/errors";

/**
 * Property-based fuzzing of parsers and importers (the *.fuzz.test.ts files): whatever the input, a
 * parser returns a result or refuses it with a typed 4xx AppError (invalid:*, too_large:*...).
 * Anything else — a TypeError, a RangeError from a stack overflow, a 500-class AppError — fails the
 * property, and fast-check shrinks the input to a small counterexample.
 */

/**
 * Runs of one property: enough to find the crash classes, few enough to keep the unit suite fast.
 * `FUZZ_RUNS=20000 npx vitest run <file>` fuzzes longer, locally.
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS) || 300;

/** Rethrows `error` unless it is a typed refusal of the input (an AppError with a 4xx status). */
export function expectRefusal(error: unknown): void {
  if (isAppError(error) && error.status >= 400 && error.status < 500) return;
  throw error;
}

/** `run(input)`'s result, or undefined when it refused the input with a typed 4xx error. */
export function readOrRefuse<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch (error) {
    expectRefusal(error);
    return undefined;
  }
}

/** The async form of {@link readOrRefuse}. */
export async function readOrRefuseAsync<T>(run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    expectRefusal(error);
    return undefined;
  }
}

/** Every path (keys from the top) of a JSON value's objects and arrays, the value itself first ([]). */
export function jsonPaths(value: unknown): Array<Array<string | number>> {
  const out: Array<Array<string | number>> = [];
  const stack: Array<[unknown, Array<string | number>]> = [[value, []]];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    out.push(path);
    if (Array.isArray(v)) v.forEach((c, i) => stack.push([c, [...path, i]]));
    else if (typeof v === "object" && v !== null) for (const [k, c] of Object.entries(v)) stack.push([c, [...path, k]]);
  }
  return out;
}

/** A copy of `value` with the value at `path` replaced (or deleted when `replacement` is undefined). */
export function replaceAt(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (replacement === undefined && !Array.isArray(at)) delete at[last];
  else at[last] = replacement;
  return copy;
}

/** JSON values at the edges parsers trip on: huge and tiny numbers, empty and blank strings, empty containers. */
export const EDGE_VALUES: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e21, -1e21, 8.64e15 + 1, 1.5, "", " ", "\u0000", "__proto__", {}, []),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ unit: "binary", maxLength: 20 }),
);

/**
 * Valid `fixture`s with one field replaced by an arbitrary JSON value (or removed): the inputs closest
 * to a real export that a parser must still survive. `values` defaults to small JSON values.
 */
export function mutated(
  fixtures: unknown[],
  values: fc.Arbitrary<unknown> = fc.oneof(fc.constant(undefined), EDGE_VALUES, fc.jsonValue({ maxDepth: 3 })),
): fc.Arbitrary<unknown> {
  return fc
    .constantFrom(...fixtures)
    .chain((fixture) => {
      const paths = jsonPaths(fixture);
      return fc.tuple(fc.constant(fixture), fc.constantFrom(...paths), values);
    })
    .map(([fixture, path, value]) => replaceAt(fixture, path, value));
}
