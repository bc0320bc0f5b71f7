import "server-only";
import type { z } from "zod";
import { isAppError, toErrorPayload } from "../errors";

export type ActionError = { code: string; message: string; fields?: Record<string, string> };
export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: ActionError };

/**
 * Wraps a server action: parses its input with `schema` (every export of a "use server" file is a
 * public endpoint), runs `handler`, and turns failures into a result the UI can show. Expected
 * failures (AppError, invalid input) are returned; anything else is logged and reported as internal.
 *
 * @example
 * export const renameNodeAction = defineAction(renameNodeSchema, async ({ nodeId, title }) => { ... });
 */
export function defineAction<S extends z.ZodType, T>(schema: S, handler: (input: z.infer<S>) => Promise<T>) {
  return async (raw: z.input<S>): Promise<ActionResult<T>> => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[issue.path.join(".") || "input"] ??= issue.message;
      const first = parsed.error.issues[0];
      const where = first?.path.length ? `${first.path.join(".")}: ` : "";
      return { ok: false, error: { code: "invalid:input", message: `${where}${first?.message ?? "Invalid input."}`, fields } };
    }
    try {
      return { ok: true, data: await handler(parsed.data) };
    } catch (error) {
      if (!isAppError(error)) console.error("[action] unexpected failure", error);
      return { ok: false, error: toErrorPayload(error) };
    }
  };
}
