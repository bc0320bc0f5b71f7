"use client";

import { useState, useTransition } from "react";
import { updateTaxonomyAction } from "@/lib/actions/update-taxonomy";
import { Button } from "@/components/ui/button";
import { ErrorNote, Field, TextArea } from "@/components/ui/field";
import { useRefusal } from "@/components/ui/role-context";

/** Edits the project's content-type taxonomy, one type per line (used when summarising documents). */
export function TaxonomyForm({ projectId, types }: { projectId: string; types: string[] }) {
  const [text, setText] = useState(types.join("\n"));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const [pending, startTransition] = useTransition();
  const refusal = useRefusal("write", "change the content types");
  return (
    <form
      method="post"
      data-testid="taxonomy-form"
      aria-describedby={refusal ? "taxonomy-refusal" : undefined}
      className="rounded-xl border border-stone-200 bg-white p-5"
      onSubmit={(event) => {
        event.preventDefault();
        startTransition(async () => {
          const result = await updateTaxonomyAction({
            projectId,
            types: text
              .split("\n")
              .map((t) => t.trim())
              .filter(Boolean),
          });
          if (!result.ok) return setError(result.error.message);
          setError(null);
          setText(result.data.types.join("\n"));
          setSaved(result.data.types.length);
        });
      }}
    >
      {refusal ? (
        <p id="taxonomy-refusal" className="mb-3 text-sm text-stone-600">
          {refusal}
        </p>
      ) : null}
      <fieldset disabled={Boolean(refusal)} className="min-w-0 space-y-3">
        <Field
          label="Content types"
          hint="One per line. Knowledge-tree summaries tag each node with the types that fit; the model may add one when none does."
        >
          <TextArea
            rows={10}
            value={text}
            onChange={(e) => setText(e.target.value)}
            data-testid="taxonomy-input"
            className="font-mono text-xs"
          />
        </Field>
        <ErrorNote message={error} />
        {refusal ? null : (
          <div className="flex items-center gap-3">
            <Button type="submit" disabled={pending} data-testid="taxonomy-save">
              {pending ? "Saving…" : "Save content types"}
            </Button>
            {saved !== null ? (
              <span role="status" className="text-sm text-canopy-700">
                Saved {saved} types.
              </span>
            ) : null}
          </div>
        )}
      </fieldset>
    </form>
  );
}
