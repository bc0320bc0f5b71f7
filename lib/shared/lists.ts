/**
 * Whether two lists hold the same items in the same order (`===` item by item); two missing lists
 * are the same, a missing list and an empty one are not.
 *
 * @example sameItems(["a", "b"], ["a", "b"]) // true
 */
export function sameItems<T>(a: readonly T[] | undefined, b: readonly T[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
