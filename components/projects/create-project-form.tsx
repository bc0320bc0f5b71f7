"use client";

import { useActionState } from "react";
import { createProjectFormAction } from "@/lib/actions/create-project";
import { FORM_IDLE } from "@/lib/actions/form-state";
import { Button } from "@/components/ui/button";
import { TextInput } from "@/components/ui/field";

/**
 * The project list's "Create project" form. It posts to a server action, so it works before the page's
 * scripts have loaded (a submit is never lost to hydration); the server's refusal shows under it with
 * the name as typed, and a created project opens its page.
 */
export function CreateProjectForm() {
  const [state, action, pending] = useActionState(createProjectFormAction, FORM_IDLE);
  return (
    <form className="flex flex-col gap-1" action={action}>
      <div className="flex gap-2">
        <TextInput
          name="name"
          aria-label="Project name"
          data-testid="project-name-input"
          placeholder="New project name"
          defaultValue={state.values.name ?? ""}
          maxLength={120}
          aria-invalid={state.error ? true : undefined}
          aria-describedby={state.error ? "create-project-error" : undefined}
          className="w-64"
        />
        <Button type="submit" variant="primary" disabled={pending} data-testid="create-project">
          {pending ? "Creating…" : "Create project"}
        </Button>
      </div>
      {state.error ? (
        <p id="create-project-error" role="alert" className="text-xs text-red-600">
          {state.error.message}
        </p>
      ) : null}
    </form>
  );
}
