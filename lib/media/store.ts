import "server-only";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { randomUUID } from "node:crypto";

/** The stored copies of one image: the original (EXIF stripped), the model's downscaled copy, the thumbnail. */
export type MediaVariant = "original" | "model" | "thumb";
export const MEDIA_VARIANTS: readonly MediaVariant[] = ["original", "model", "thumb"];

/**
 * Where image bytes live, outside the database rows, by content hash and variant. Local disk today
 * ({@link diskStore}); an S3-compatible store implements the same calls.
 */
export interface MediaStore {
  put(hash: string, variant: MediaVariant, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when absent. */
  get(hash: string, variant: MediaVariant): Promise<Uint8Array | null>;
  /** Whether that copy is there (an import checks the files an image row promises). */
  has(hash: string, variant: MediaVariant): Promise<boolean>;
  /** Removes every variant of the image (absent ones are fine). */
  remove(hash: string): Promise<void>;
  /** Where it is (an operator's description: a directory or a bucket). */
  readonly location: string;
}

/** ATTACHMENTS_DIR, else `data/attachments` under the working directory (beside the default database). */
export function attachmentsDir(): string {
  const configured = process.env.ATTACHMENTS_DIR?.trim();
  return resolve(/*turbopackIgnore: true*/ configured || join(process.cwd(), "data", "attachments"));
}

const HASH = /^[0-9a-f]{64}$/;

/**
 * The store on local disk: `<dir>/<first two hex digits>/<hash>.<variant>`, each written atomically.
 * Its paths are known only at run time: `turbopackIgnore` keeps the build's file tracing from taking
 * them for "any file of the project" (every server bundle then listed the whole repository).
 */
export function diskStore(dir = attachmentsDir()): MediaStore {
  const path = (hash: string, variant: MediaVariant) => {
    // The hash is ours (sha256 hex), never a user's string; checked anyway so no path can escape.
    if (!HASH.test(hash)) throw new Error(`Not a media hash: ${hash.slice(0, 80)}`);
    return join(/*turbopackIgnore: true*/ dir, hash.slice(0, 2), `${hash}.${variant}`);
  };
  return {
    location: dir,
    async put(hash, variant, bytes) {
      const target = path(hash, variant);
      await mkdir(/*turbopackIgnore: true*/ dirname(target), { recursive: true });
      const temp = `${target}.${randomUUID()}.tmp`;
      await writeFile(/*turbopackIgnore: true*/ temp, bytes);
      await rename(/*turbopackIgnore: true*/ temp, target);
    },
    async get(hash, variant) {
      try {
        return new Uint8Array(await readFile(/*turbopackIgnore: true*/ path(hash, variant)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async has(hash, variant) {
      return stat(/*turbopackIgnore: true*/ path(hash, variant)).then(
        (s) => s.isFile(),
        () => false,
      );
    },
    async remove(hash) {
      await Promise.all(MEDIA_VARIANTS.map((v) => rm(/*turbopackIgnore: true*/ path(hash, v), { force: true })));
    },
  };
}

/** The store in use: local disk under {@link attachmentsDir} (read per call, so tests and the CLI may move it). */
export function mediaStore(): MediaStore {
  return diskStore();
}
