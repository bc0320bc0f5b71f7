import "server-only";
import { AppError } from "@/lib/errors";
import type { ImageUpload } from "./attach";
import { imageLimits } from "./limits";

/** The largest image upload request: every image at its limit, plus the multipart framing. */
export function imageUploadMaxBytes(): number {
  const limits = imageLimits();
  return limits.maxPerMessage * limits.maxBytes + 256 * 1024;
}

/**
 * The images of a multipart upload (field "images"). The framing is parsed by the platform's
 * FormData (bounded by the request's size limit); the bytes are checked by lib/media/process.ts.
 *
 * @throws AppError invalid:content_type, invalid:image (no images, a field that is not a file)
 */
export async function readImageUpload(
  contentType: string | null,
  body: Uint8Array | undefined,
): Promise<ImageUpload[]> {
  if (!contentType?.toLowerCase().startsWith("multipart/form-data"))
    throw new AppError("invalid:content_type", 'Send the images as multipart/form-data (field "images").');
  let form: FormData;
  try {
    form = await new Response((body ?? new Uint8Array()) as BodyInit, {
      headers: { "content-type": contentType },
    }).formData();
  } catch {
    throw new AppError("invalid:image", "The upload could not be read as multipart/form-data.");
  }
  const entries = form.getAll("images");
  const limit = imageLimits().maxPerMessage;
  if (entries.length > limit)
    throw new AppError(
      "too_large:image",
      `At most ${limit} images per message (${entries.length} were sent; limit: images per message).`,
    );
  const files: ImageUpload[] = [];
  for (const entry of entries) {
    if (typeof entry === "string") throw new AppError("invalid:image", 'Each "images" field must be a file.');
    files.push({ name: entry.name, bytes: new Uint8Array(await entry.arrayBuffer()) });
  }
  if (files.length === 0) throw new AppError("invalid:image", 'Choose at least one image (field "images").');
  return files;
}
