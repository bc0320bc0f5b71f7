import { spawn, type ChildProcess } from "node:child_process";
import type { FetchLike, Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { JSONRPCMessageSchema, type JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";

/**
 * The byte-level guards of the MCP client: a `fetch` for the Streamable HTTP transport that refuses a
 * message above a bound while it streams, and a stdio transport that does the same for a line (the
 * SDK's own stdio transport buffers a line whole, however long). A refused message, a line that is
 * not JSON-RPC, or a server that exits is reported through `onFault`, so the client fails the calls
 * waiting on that server at once with the reason instead of waiting for their timeout.
 */

/** A fault of a server's transport, in words fit for an error result. */
export class TransportFault extends Error {
  override name = "TransportFault";
  /** True when the connection is gone (the process exited, the connection closed): later calls fail at once. */
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}

const MB = 1024 * 1024;
const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/**
 * Wraps `fetch`: a response that declares or streams more than `maxBytes` (per SSE event for an event
 * stream, per body otherwise) is cut off with a TransportFault and never held whole.
 */
export function boundedFetch(
  maxBytes: number,
  onFault: (fault: TransportFault) => void,
  base: FetchLike = fetch,
): FetchLike {
  return async (url, init) => {
    const response = await base(url, init);
    const tooLarge = () =>
      new TransportFault(`The server sent a response larger than ${mb(maxBytes)}; Canopy refused it.`);
    const declared = Number(response.headers.get("content-length") ?? "0");
    if (declared > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      const fault = tooLarge();
      onFault(fault);
      throw fault;
    }
    if (!response.body) return response;
    const perEvent = (response.headers.get("content-type") ?? "").includes("text/event-stream");
    let seen = 0;
    let lastByte = 0;
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          if (perEvent) {
            // Count from the end of the last event (a blank line), so a long-lived stream is not cut.
            const end = lastEventEnd(chunk, lastByte);
            seen = end === -1 ? seen + chunk.byteLength : chunk.byteLength - end;
            if (chunk.byteLength) lastByte = chunk[chunk.byteLength - 1]!;
          } else seen += chunk.byteLength;
          if (seen > maxBytes) {
            const fault = tooLarge();
            onFault(fault);
            controller.error(fault);
          } else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(counted, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

/** The index just past the last "\n\n" in `chunk` (the previous chunk's last byte counts), or -1. */
function lastEventEnd(chunk: Uint8Array, previous: number): number {
  for (let i = chunk.byteLength - 1; i >= 0; i--) {
    if (chunk[i] !== 10) continue;
    const before = i > 0 ? chunk[i - 1] : previous;
    if (before === 10 || (before === 13 && (i > 1 ? chunk[i - 2] : previous) === 10)) return i + 1;
  }
  return -1;
}

/** The variables a stdio server inherits: enough to run, none of Canopy's secrets. */
const INHERITED_ENV = ["HOME", "LOGNAME", "PATH", "SHELL", "TERM", "USER", "LANG", "TMPDIR"];

export interface StdioParams {
  command: string;
  args?: string[];
  cwd?: string;
  env?: Record<string, string>;
  maxLineBytes: number;
  maxStderrChars: number;
  onFault: (fault: TransportFault) => void;
}

/** An MCP stdio transport with a bounded line, a stripped environment and stderr kept for messages. */
export class BoundedStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T) => void;

  #child: ChildProcess | null = null;
  #chunks: Buffer[] = [];
  #size = 0;
  #discarding = false;
  #stderr = "";
  #closed = false;

  constructor(private readonly params: StdioParams) {}

  /** The last characters the server wrote to stderr (its own account of a crash). */
  get stderrTail(): string {
    return this.#stderr.trim();
  }

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      const env: NodeJS.ProcessEnv = {} as NodeJS.ProcessEnv;
      for (const key of INHERITED_ENV) if (process.env[key]) env[key] = process.env[key]!;
      const child: ChildProcess = spawn(this.params.command, this.params.args ?? [], {
        cwd: this.params.cwd,
        env: { ...env, ...this.params.env },
        stdio: ["pipe", "pipe", "pipe"],
        shell: false,
        windowsHide: true,
      });
      this.#child = child;
      child.once("spawn", () => resolve());
      child.once("error", (error) => {
        reject(error);
        this.onerror?.(error);
        this.#finish();
      });
      child.once("close", (code, signal) => {
        if (!this.#closed) {
          const tail = this.stderrTail ? `: ${this.stderrTail.slice(-500)}` : "";
          this.params.onFault(new TransportFault(`The server's process exited (${signal ?? `code ${code}`})${tail}`));
        }
        this.#finish();
      });
      child.stdout!.on("data", (chunk: Buffer) => this.#read(chunk));
      child.stderr!.on("data", (chunk: Buffer) => {
        this.#stderr = (this.#stderr + chunk.toString("utf8")).slice(-this.params.maxStderrChars);
      });
      child.stdin!.on("error", () => undefined);
      child.stdout!.on("error", () => undefined);
    });
  }

  #read(chunk: Buffer): void {
    let start = 0;
    while (start <= chunk.length) {
      const newline = chunk.indexOf(10, start);
      const piece = chunk.subarray(start, newline === -1 ? chunk.length : newline);
      if (!this.#discarding) {
        if (this.#size + piece.length > this.params.maxLineBytes) {
          this.#discarding = true;
          this.#chunks = [];
          this.#size = 0;
          this.params.onFault(
            new TransportFault(
              `The server sent a message larger than ${mb(this.params.maxLineBytes)}; Canopy refused it.`,
            ),
          );
        } else if (piece.length) {
          this.#chunks.push(piece);
          this.#size += piece.length;
        }
      }
      if (newline === -1) return;
      if (!this.#discarding && this.#size > 0) this.#emit(Buffer.concat(this.#chunks).toString("utf8"));
      this.#chunks = [];
      this.#size = 0;
      this.#discarding = false;
      start = newline + 1;
    }
  }

  #emit(line: string): void {
    let message: JSONRPCMessage;
    try {
      message = JSONRPCMessageSchema.parse(JSON.parse(line));
    } catch {
      this.params.onFault(
        new TransportFault(`The server sent a message that is not JSON-RPC: ${JSON.stringify(line.slice(0, 120))}`),
      );
      return;
    }
    this.onmessage?.(message);
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      const stdin = this.#child?.stdin;
      if (!stdin || this.#closed) return reject(new TransportFault("The server's process is not running."));
      const ok = stdin.write(`${JSON.stringify(message)}\n`, (error) => (error ? reject(error) : undefined));
      if (ok) resolve();
      else stdin.once("drain", () => resolve());
    });
  }

  async close(): Promise<void> {
    const child = this.#child;
    this.#closed = true;
    if (!child || child.exitCode !== null || child.signalCode !== null) return this.#finish();
    child.stdin?.end();
    // A polite end first; a server that ignores it is killed.
    const exited = new Promise<void>((resolve) => child.once("close", () => resolve()));
    const timer = setTimeout(() => child.kill("SIGTERM"), 1_000);
    const hard = setTimeout(() => child.kill("SIGKILL"), 3_000);
    await exited;
    clearTimeout(timer);
    clearTimeout(hard);
  }

  #finish(): void {
    if (this.#child === null && this.#closed) return;
    this.#closed = true;
    this.#child = null;
    this.onclose?.();
  }
}
