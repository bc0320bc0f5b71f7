"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { deleteProjectAction } from "@/lib/actions/delete-project";
import { GatedButton } from "@/components/ui/gated-button";
import { useRefusal } from "@/components/ui/role-context";

/** Deletes the project with everything in it, after the browser's confirmation. */
export function DeleteProjectButton({ projectId, name }: { projectId: string; name: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const refusal = useRefusal("owner", "delete the project");
  return (
    <section aria-label="Delete project" className="space-y-2 rounded-xl border border-red-200 bg-white p-5">
      <p className="text-sm text-stone-700">
        Deleting the project removes its conversations, documents, knowledge tree and usage records for good.
      </p>
      <GatedButton
        refusal={refusal}
        variant="danger"
        disabled={pending}
        data-testid="delete-project"
        onClick={() => {
          if (!window.confirm(`Delete "${name}" and everything in it? This cannot be undone.`)) return;
          startTransition(async () => {
            const result = await deleteProjectAction({ projectId });
            if (!result.ok) return setError(result.error.message);
            router.push("/");
          });
        }}
      >
        {pending ? "Deleting…" : "Delete project"}
      </GatedButton>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </section>
  );
}
