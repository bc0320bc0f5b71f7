import { AppError } from "@/lib/errors";

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
  return mapStringsDeep(value, stripNul);
}

/** Why text is refused: the code and the words every boundary answers with (400). */
export const INVALID_UNICODE = {
  code: "invalid:unicode",
  message:
    "The text is not valid Unicode (it holds a lone UTF-16 surrogate, such as \\ud800 without its pair): send UTF-8 text.",
} as const;

/**
 * Whether `text` is well-formed Unicode: no lone UTF-16 surrogate (half of a pair without the
 * other half), the one way a JavaScript string can hold what no UTF-8 or database text can store.
 *
 * @example
 * isWellFormedText("x \ud800 y"); // false
 */
export function isWellFormedText(text: string): boolean {
  return text.isWellFormed();
}

/**
 * One string from outside, as every boundary takes it: NUL removed ({@link stripNul}), and refused
 * when it is not well-formed Unicode ({@link isWellFormedText}).
 *
 * @throws AppError invalid:unicode (400)
 */
export function cleanText(text: string): string {
  if (!text.isWellFormed()) throw new AppError(INVALID_UNICODE.code, INVALID_UNICODE.message);
  return stripNul(text);
}

/**
 * The one place text enters: a copy of an input (an action's input, a route's params, query and
 * JSON body, an API or MCP operation's arguments, an imported conversation) with every string,
 * object keys included, passed through {@link cleanText}.
 *
 * @throws AppError invalid:unicode (400)
 * @example
 * const parsed = schema.safeParse(cleanInput(raw));
 */
export function cleanInput<T>(value: T): T {
  return mapStringsDeep(value, cleanText);
}

/**
 * A copy of a JSON-like value with `map` applied to every string, object keys included. Iterative
 * (no recursion over user input); values other than plain objects, arrays and strings are kept as
 * they are (dates, files).
 */
function mapStringsDeep<T>(value: T, map: (text: string) => string): T {
  const copies = new Map<object, unknown>(); // original -> copy: shared and cyclic references stay so
  const stack: Array<[source: object, target: unknown[] | Record<string, unknown>]> = [];
  const copy = (v: unknown): unknown => {
    if (typeof v === "string") return map(v);
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
        Object.defineProperty(target, map(key), {
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
