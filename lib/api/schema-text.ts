import type { JsonSchema } from "./openapi";

/** A JSON Schema's type in a few words for the reference page: `"none" | "full"`, `string[]`, `integer`. */
export function schemaType(schema: JsonSchema | undefined): string {
  if (!schema) return "any";
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map(schemaType).join(" | ");
  if (schema.type === "array") return `${schemaType(schema.items as JsonSchema | undefined)}[]`;
  return typeof schema.type === "string" ? schema.type : "any";
}

/** A JSON Schema's limits and default in a few words: "1–120 characters, default \"json\"". */
export function schemaLimits(schema: JsonSchema | undefined): string {
  if (!schema) return "";
  const inner = Array.isArray(schema.anyOf) ? (schema.anyOf as JsonSchema[]) : [schema];
  const parts: string[] = [];
  for (const s of inner) {
    const range = (min: unknown, max: unknown, unit: string) => {
      const big = (n: unknown) => typeof n === "number" && n < Number.MAX_SAFE_INTEGER;
      if (big(min) && big(max)) parts.push(`${String(min)}–${String(max)}${unit}`);
      else if (big(max)) parts.push(`at most ${String(max)}${unit}`);
      else if (big(min) && min !== 0) parts.push(`at least ${String(min)}${unit}`);
    };
    range(s.minLength, s.maxLength, " characters");
    range(s.minimum, s.maximum, "");
    range(s.minItems, s.maxItems, " items");
  }
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.join(", ");
}

/** The properties of an object schema as rows: name, type, required, limits, description. */
export function schemaFields(schema: JsonSchema | undefined) {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, s]) => ({
    name,
    type: schemaType(s),
    required: required.has(name),
    limits: schemaLimits(s),
    description: typeof s.description === "string" ? s.description : "",
  }));
}
