import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import type { McpServerConfig } from "@/lib/tools/client";

/**
 * Real MCP servers for tests: the npm packages `@modelcontextprotocol/server-everything` (stdio and
 * Streamable HTTP) and `server-filesystem` (stdio), and ./hostile-server.mjs (faults on purpose).
 */

const root = fileURLToPath(new URL("../../../", import.meta.url));
export const EVERYTHING_BIN = `${root}node_modules/@modelcontextprotocol/server-everything/dist/index.js`;
export const FILESYSTEM_BIN = `${root}node_modules/@modelcontextprotocol/server-filesystem/dist/index.js`;
export const HOSTILE_BIN = fileURLToPath(new URL("./hostile-server.mjs", import.meta.url));

export const everythingStdio = (name = "everything"): McpServerConfig => ({
  name,
  transport: "stdio",
  command: process.execPath,
  args: [EVERYTHING_BIN, "stdio"],
});

export const filesystemStdio = (dir: string, name = "fs"): McpServerConfig => ({
  name,
  transport: "stdio",
  command: process.execPath,
  args: [FILESYSTEM_BIN, dir],
});

export const hostileStdio = (mode: string, name = "bad"): McpServerConfig => ({
  name,
  transport: "stdio",
  command: process.execPath,
  args: [HOSTILE_BIN, mode],
});

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts server-everything over Streamable HTTP; resolves once it listens. */
export async function startEverythingHttp(): Promise<{ url: string; port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [EVERYTHING_BIN, "streamableHttp"], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    let seen = "";
    child.stderr!.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes("listening")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`server-everything exited (${code}): ${seen}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
