import { writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Writes a fitted model to `path` (from the repository's root) as prettier formats JSON, so the
 * formatting check passes on a refit. Returns the file written.
 */
export async function writeWeights(path: string, model: unknown): Promise<string> {
  const out = join(process.cwd(), path);
  const { format, resolveConfig } = await import("prettier");
  const config = await resolveConfig(out);
  writeFileSync(out, await format(JSON.stringify(model, null, 2), { ...config, filepath: out }));
  return out;
}
