"use client";

import { useActionState } from "react";
import { createConversationFormAction } from "@/lib/actions/create-conversation";
import { FORM_IDLE } from "@/lib/actions/form-state";
import { GatedButton } from "@/components/ui/gated-button";
import { useRefusal } from "@/components/ui/role-context";

/**
 * "New conversation": a form posting to a server action, so a press before the page's scripts have
 * loaded still creates the conversation and opens it; a refusal shows under the button.
 */
export function NewConversationButton({
  projectId,
  label = "New conversation",
}: {
  projectId: string;
  label?: string;
}) {
  const [state, action, pending] = useActionState(createConversationFormAction, FORM_IDLE);
  const refusal = useRefusal("write", "start conversations");
  return (
    <form action={action} className="flex flex-col items-end gap-1">
      <input type="hidden" name="projectId" value={projectId} />
      <GatedButton refusal={refusal} type="submit" variant="primary" data-testid="new-conversation" disabled={pending}>
        {pending ? "Creating…" : label}
      </GatedButton>
      {state.error ? (
        <p role="alert" className="text-xs text-red-600">
          {state.error.message}
        </p>
      ) : null}
    </form>
  );
}
