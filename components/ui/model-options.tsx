import type { ModelOption } from "@/lib/ai/providers";

/** The `<option>`s of a model select: each usable model by its label ("ollama · llama3.2:3b"). */
export function ModelOptions({ models }: { models: Pick<ModelOption, "id" | "label">[] }) {
  return (
    <>
      {models.map((m) => (
        <option key={m.id} value={m.id}>
          {m.label}
        </option>
      ))}
    </>
  );
}
