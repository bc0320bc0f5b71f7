import "server-only";
import type { z } from "zod";
import { authorize, type AccessSpec } from "@/lib/auth/authorize";
import type { Access, Viewer } from "@/lib/auth/types";
import { isAppError, toErrorPayload } from "@/lib/errors";
import { inputError } from "@/lib/http";
import { cleanInput } from "@/lib/shared/text-input";
import { logError } from "@/lib/log";
import { currentWorkContext, REQUEST_ID_HEADER, requestIdFrom, withWorkContext } from "@/lib/observability/context";

export type ActionError = { code: string; message: string; fields?: Record<string, string> };
export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: ActionError };

/** What the handler receives beside its input: the viewer, and for a record spec its project and role. */
export type ActionContext<Spec> = Spec extends { access: "public" }
  ? { viewer: Viewer | null }
  : Spec extends { access: "authenticated" } | { access: "admin" }
    ? { viewer: Viewer }
    : Access;

/**
 * Wraps a server action: parses its input with `schema` (every export of a "use server" file is a
 * public endpoint), checks access with the one membership guard, runs `handler`, and turns failures
 * into a result the UI can show. A record of a project the caller is not a member of answers
 * not_found, exactly like a missing one; a viewer's write answers forbidden; no session answers
 * unauthorized. There is no form without an access spec. NUL characters are removed from every
 * string of the input first, and text that is not valid Unicode is refused (invalid:unicode:
 * lib/shared/text-input.ts `cleanInput`), so both databases store the same text.
 *
 * @example
 * export const renameNodeAction = defineAction(
 *   renameNodeSchema,
 *   { access: (input) => ({ nodeId: input.nodeId }), need: "write" },
 *   async ({ nodeId, title }, ctx) => renameNode(nodeId, title),
 * );
 */
export function defineAction<S extends z.ZodType, Spec extends AccessSpec<z.infer<S>>, T>(
  schema: S,
  spec: Spec,
  handler: (input: z.infer<S>, ctx: ActionContext<Spec>) => Promise<T>,
) {
  const action = async (raw: z.input<S>): Promise<ActionResult<T>> =>
    currentWorkContext()
      ? run(raw)
      : withWorkContext({ requestId: requestIdFrom(await actionRequestHeader()) }, () => run(raw));
  const run = async (raw: z.input<S>): Promise<ActionResult<T>> => {
    let clean: unknown;
    try {
      clean = cleanInput(raw);
    } catch (error) {
      return { ok: false, error: toErrorPayload(error) };
    }
    const parsed = schema.safeParse(clean);
    if (!parsed.success) {
      const { code, message, fields } = inputError(parsed.error);
      return { ok: false, error: { code, message, fields } };
    }
    try {
      // The UI's own calls: the session cookie only, never an API token (tokens are for /api routes).
      const ctx = (await authorize(spec, parsed.data, { bearer: false })) as ActionContext<Spec>;
      return { ok: true, data: await handler(parsed.data, ctx) };
    } catch (error) {
      if (!isAppError(error)) logError("[action] unexpected failure", error);
      return { ok: false, error: toErrorPayload(error) };
    }
  };
  return action;
}

/** The proxy's `x-request-id` of the server action's request; null outside a request (scripts, tests). */
async function actionRequestHeader(): Promise<string | null> {
  try {
    const { headers } = await import("next/headers");
    return (await headers()).get(REQUEST_ID_HEADER);
  } catch {
    return null;
  }
}
