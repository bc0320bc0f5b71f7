/**
 * The command line of a bench script: `--name value` options and bare flags.
 *
 * @example
 * const RUNS = numberArg("--runs", 15);
 * if (hasFlag("--json")) console.log(JSON.stringify(figures));
 */
const argv = process.argv.slice(2);

/** The value after `name`, or `fallback` when the option is not given. */
export function stringArg(name: string, fallback: string): string {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : fallback;
}

/** The number after `name`, or `fallback` when the option is not given. */
export function numberArg(name: string, fallback: number): number {
  const at = argv.indexOf(name);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
}

/** Whether the bare flag `name` (e.g. "--json") is given. */
export function hasFlag(name: string): boolean {
  return argv.includes(name);
}
