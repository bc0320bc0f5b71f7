import type { ActionError } from "./safe-action";

/**
 * What a form posted to a server action shows (React's useActionState): nothing yet, or the refusal and
 * the values as they were sent, so the form comes back with what was typed (nothing is lost). A form
 * action that succeeds redirects instead of returning. Such a form works before the page's scripts have
 * loaded (a plain POST), so a submit is never lost to hydration.
 */
export type FormState = { error: ActionError | null; values: Record<string, string> };

export const FORM_IDLE: FormState = { error: null, values: {} };

/** The text fields of a posted form (a file field, or a missing one, is ""). */
export function formText<K extends string>(form: FormData, keys: readonly K[]): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const key of keys) {
    const value = form.get(key);
    values[key] = typeof value === "string" ? value : "";
  }
  return values;
}
