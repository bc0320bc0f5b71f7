/** What a command returns: one JSON-able object (printed with --json) and a readable text. */
export interface CommandResult {
  data: Record<string, unknown>;
  text: string;
}

export interface Command {
  name: string;
  /** One line of usage, after `npm run canopy --`. */
  usage: string;
  summary: string;
  run(argv: string[]): Promise<CommandResult>;
}

/** Where a run writes: the process's streams, or a collector in tests. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

export const processIo: CliIo = {
  out: (text) => void process.stdout.write(`${text}\n`),
  err: (text) => void process.stderr.write(`${text}\n`),
};

/** The session a command acts as: volatile asides created from the command line belong to it. */
export const CLI_SESSION = "cli";
