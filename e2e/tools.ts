import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page } from "@playwright/test";
import { canopyCli, E2E_USER } from "./fixtures";

/**
 * Real MCP servers for the tool specs: server-filesystem over a fresh temporary directory (a short
 * note and a ledger of more than 20,000 tokens), registered with the CLI under a unique name and
 * enabled for the project (`mcp add`, `project tools`). The e2e web server allows stdio servers
 * (MCP_ALLOW_STDIO in playwright.config.ts).
 */
export function filesystemServer(unique: string, projectName: string) {
  process.env.MCP_ALLOW_STDIO = "1";
  const dir = mkdtempSync(join(tmpdir(), "canopy-e2e-tools-"));
  writeFileSync(join(dir, "notes.txt"), "The launch code is ORCHID-7.\n");
  writeFileSync(
    join(dir, "ledger.txt"),
    Array.from({ length: 3_000 }, (_, i) => `row ${i}: invoice INV-${1000 + i} paid by Dana Ruiz`).join("\n"),
  );
  const bin = fileURLToPath(
    new URL("../node_modules/@modelcontextprotocol/server-filesystem/dist/index.js", import.meta.url),
  );
  const name = `fs${unique.replace(/[^a-zA-Z0-9]/g, "").slice(-12)}`;
  const added = canopyCli("mcp", "add", "--name", name, "--command", process.execPath, "--arg", bin, "--arg", dir) as {
    status: string;
  };
  expect(added.status).toBe("connected");
  // As the account that created the project in the browser (the CLI acts as the instance admin otherwise).
  canopyCli(
    "project",
    "tools",
    "--project",
    projectName,
    "--enable",
    name,
    "--approve",
    "destructive",
    "--user",
    E2E_USER.email,
  );
  return {
    name,
    dir,
    read: (file: string) => `/tool ${name}.read_text_file {"path": "${join(dir, file)}"}`,
    write: (file: string, content: string) =>
      `/tool ${name}.write_file {"path": "${join(dir, file)}", "content": "${content}"}`,
  };
}

/** The chat's tool call cards. */
export const toolCards = (page: Page) => page.getByTestId("tool-call");
