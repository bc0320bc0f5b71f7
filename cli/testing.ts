import { expect } from "vitest";
import { run } from "./canopy";

/** What one in-process run of the command line printed and returned. */
export interface Ran {
  code: number;
  /** The parsed JSON object printed on stdout with --json (the error object on failure). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
  stdout: string;
  stderr: string;
}

/** Runs a command in-process, as `npm run canopy -- ...argv` (tests of cli/). */
export async function canopy(...argv: string[]): Promise<Ran> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  const stdout = out.join("\n");
  return { code, json: argv.includes("--json") && stdout ? JSON.parse(stdout) : null, stdout, stderr: err.join("\n") };
}

/** Runs a command with --json, expects it to succeed with exactly one JSON line, and returns it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function ok(...argv: string[]): Promise<any> {
  const ran = await canopy(...argv, "--json");
  if (ran.code !== 0) throw new Error(`canopy ${argv.join(" ")} failed (${ran.code}): ${ran.stderr}`);
  expect(ran.stdout.split("\n")).toHaveLength(1);
  return ran.json;
}
