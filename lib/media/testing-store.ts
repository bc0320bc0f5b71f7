import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { stopOcr } from "./ocr";

/**
 * A test file's own ATTACHMENTS_DIR (a temporary directory, removed after its tests, OCR stopped);
 * returns the list of every file stored under it, to count what a call stored or removed.
 */
export function useAttachmentsDir(): () => string[] {
  let dir = "";
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "canopy-attachments-"));
    process.env.ATTACHMENTS_DIR = dir;
  });
  afterAll(async () => {
    delete process.env.ATTACHMENTS_DIR;
    await stopOcr();
    rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const out: string[] = [];
    const walk = (d: string) => {
      for (const name of readdirSync(d)) {
        const p = join(d, name);
        if (statSync(p).isDirectory()) walk(p);
        else out.push(p);
      }
    };
    walk(dir);
    return out;
  };
}
