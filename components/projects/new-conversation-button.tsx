"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { createConversationAction } from "@/lib/actions/create-conversation";
import { Button } from "@/components/ui/button";

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
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
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
      </Button>
      {error ? (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
