/**
 * NUL characters (U+0000) in text from outside: PostgreSQL cannot store them in text or JSON
 * columns (SQLite can), and they never mean anything in a name, a title or a message. They are
 * removed at the boundary, the same way on both databases: every string of an action's input and of
 * a route's params, query and JSON body, and every string of an imported conversation.
 */
export function stripNul(text: string): string {
  return text.includes("\0") ? text.replaceAll("\0", "") : text;
}

/**
 * A copy of a JSON-like value with NUL removed from every string, object keys included. Iterative
 * (no recursion over user input); values other than plain objects, arrays and strings are kept as
 * they are (dates, files).
 */
export function stripNulDeep<T>(value: T): T {
  const copies = new Map<object, unknown>(); // original -> copy: shared and cyclic references stay so
  const stack: Array<[source: object, target: unknown[] | Record<string, unknown>]> = [];
  const copy = (v: unknown): unknown => {
    if (typeof v === "string") return stripNul(v);
    if (!Array.isArray(v) && !isPlainObject(v)) return v;
    const seen = copies.get(v);
    if (seen) return seen;
    const target: unknown[] | Record<string, unknown> = Array.isArray(v) ? [] : {};
    copies.set(v, target);
    stack.push([v, target]);
    return target;
  };
  const root = copy(value);
  while (stack.length > 0) {
    const [source, target] = stack.pop()!;
    if (Array.isArray(source)) {
      for (let i = 0; i < source.length; i++) (target as unknown[])[i] = copy(source[i]);
    } else {
      for (const [key, child] of Object.entries(source)) {
        Object.defineProperty(target, stripNul(key), {
          value: copy(child),
          writable: true,
          enumerable: true,
          configurable: true,
        });
      }
    }
  }
  return root as T;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== "object") return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}
