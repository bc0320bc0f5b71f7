"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { createConversationAction } from "@/lib/actions/create-conversation";
import { GatedButton } from "@/components/ui/gated-button";
import { useRefusal } from "@/components/ui/role-context";

export function NewConversationButton({
  projectId,
  label = "New conversation",
}: {
  projectId: string;
  label?: string;
}) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const refusal = useRefusal("write", "start conversations");
  return (
    <div className="flex flex-col items-end gap-1">
      <GatedButton
        refusal={refusal}
        variant="primary"
        data-testid="new-conversation"
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            const result = await createConversationAction({ projectId });
            if (!result.ok) return setError(result.error.message);
            router.push(`/c/${result.data.conversationId}`);
          })
        }
      >
        {pending ? "Creating…" : label}
      </GatedButton>
      {error ? (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
