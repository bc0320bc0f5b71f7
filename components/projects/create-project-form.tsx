"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { createProjectAction } from "@/lib/actions/create-project";
import { Button } from "@/components/ui/button";
import { TextInput } from "@/components/ui/field";

export function CreateProjectForm() {
  const router = useRouter();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  return (
    <form
      method="post"
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        startTransition(async () => {
          const result = await createProjectAction({ name });
          if (!result.ok) return setError(result.error.message);
          setError(null);
          router.push(`/projects/${result.data.projectId}`);
        });
      }}
    >
      <div className="flex gap-2">
        <TextInput
          aria-label="Project name"
          data-testid="project-name-input"
          placeholder="New project name"
          value={name}
          maxLength={120}
          onChange={(e) => setName(e.target.value)}
          className="w-64"
        />
        <Button type="submit" variant="primary" disabled={pending} data-testid="create-project">
          {pending ? "Creating…" : "Create project"}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </form>
  );
}
