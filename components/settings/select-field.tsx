import type { ReactNode } from "react";
import { Field, inputClass } from "@/components/ui/field";

/**
 * A labelled select of a settings form (Admin -> Connections, MCP servers, project settings, tools):
 * the label, the hint under it, and the select with the form's input style. `onChange` gets the
 * chosen option's value, typed as the options' values.
 */
export function SelectField<T extends string>({
  label,
  hint,
  value,
  onChange,
  testId,
  name,
  children,
}: {
  label: string;
  hint?: ReactNode;
  value: T;
  onChange: (value: T) => void;
  testId: string;
  name?: string;
  children: ReactNode;
}) {
  return (
    <Field label={label} hint={hint}>
      <select
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        className={inputClass}
        data-testid={testId}
      >
        {children}
      </select>
    </Field>
  );
}
