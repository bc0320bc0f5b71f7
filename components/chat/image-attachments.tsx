"use client";

import { useQueryClient } from "@tanstack/react-query";
import { ImagePlus, X } from "lucide-react";
import { useEffect, useRef, useState, type ClipboardEvent, type DragEvent } from "react";
import { refuseBeforeUpload } from "@/lib/shared/image-limits";
import { Button } from "@/components/ui/button";

/** One image chosen in the composer, not yet sent: the file and its preview's object URL. */
export interface PendingImage {
  key: string;
  file: File;
  url: string;
}

/**
 * The images of the message being written (issue 35): pasted, dropped or picked, previewed, removable,
 * checked against the limits the browser can tell (count, size, type) before any upload, and sent
 * with the message (`upload`: one multipart request; each becomes an image item of the node).
 */
export function useImageDraft(nodeId: string) {
  // The draft belongs to one node: moving to another starts empty.
  const [state, setState] = useState<{ nodeId: string; list: PendingImage[] }>({ nodeId, list: [] });
  const images = state.nodeId === nodeId ? state.list : [];
  const setImages = (update: (current: PendingImage[]) => PendingImage[]) =>
    setState((s) => ({ nodeId, list: update(s.nodeId === nodeId ? s.list : []) }));
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const queryClient = useQueryClient();
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  });
  // Previews are object URLs: released when removed, sent, or when the composer goes.
  useEffect(() => () => latest.current.forEach((i) => URL.revokeObjectURL(i.url)), []);

  function add(files: File[]) {
    if (files.length === 0) return;
    const refusal = refuseBeforeUpload(files, images.length);
    if (refusal) return setError(refusal);
    setError(null);
    setImages((current) => [
      ...current,
      ...files.map((file) => ({
        key: `${file.name}-${file.size}-${Math.random()}`,
        file,
        url: URL.createObjectURL(file),
      })),
    ]);
  }

  function remove(key: string) {
    setImages((current) => {
      current.filter((i) => i.key === key).forEach((i) => URL.revokeObjectURL(i.url));
      return current.filter((i) => i.key !== key);
    });
    setError(null);
  }

  /** Uploads the pending images; resolves true when they are in the node's window (or there were none). */
  async function upload(): Promise<boolean> {
    const pending = latest.current;
    if (pending.length === 0) return true;
    setUploading(true);
    setError(null);
    try {
      const form = new FormData();
      for (const image of pending) form.append("images", image.file, image.file.name);
      const response = await fetch(`/api/nodes/${nodeId}/images`, { method: "POST", body: form });
      if (!response.ok) {
        const payload = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
        throw new Error(payload?.error?.message ?? `The images could not be attached (${response.status}).`);
      }
      pending.forEach((i) => URL.revokeObjectURL(i.url));
      setImages(() => []);
      await queryClient.invalidateQueries({ queryKey: ["node", nodeId] });
      await queryClient.invalidateQueries({ queryKey: ["tree"] });
      return true;
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      return false;
    } finally {
      setUploading(false);
    }
  }

  const imageFiles = (list: FileList | null | undefined) =>
    [...(list ?? [])].filter((f) => f.type.startsWith("image/") || f.type === "");

  return {
    images,
    error,
    uploading,
    add,
    remove,
    upload,
    onPaste(event: ClipboardEvent) {
      const files = imageFiles(event.clipboardData?.files);
      if (files.length === 0) return; // text pastes as text
      event.preventDefault();
      add(files);
    },
    onDragOver(event: DragEvent) {
      if ([...event.dataTransfer.types].includes("Files")) event.preventDefault();
    },
    onDrop(event: DragEvent) {
      const files = [...event.dataTransfer.files];
      if (files.length === 0) return;
      event.preventDefault();
      add(files);
    },
  };
}

export type ImageDraft = ReturnType<typeof useImageDraft>;

/** The picker: images from the device; on a phone the system sheet offers the camera too (accept image/*). */
export function ImagePickerButton({ draft, disabled }: { draft: ImageDraft; disabled: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-label="Images to attach"
        data-testid="image-file"
        onChange={(e) => {
          draft.add([...(e.target.files ?? [])]);
          e.target.value = "";
        }}
      />
      <Button
        variant="ghost"
        className="h-10 w-10"
        disabled={disabled || draft.uploading}
        aria-label="Add images"
        title="Add images (or paste or drop them; on a phone, take a photo)"
        data-testid="image-button"
        onClick={() => input.current?.click()}
      >
        <ImagePlus aria-hidden className={`size-4 ${draft.uploading ? "animate-pulse" : ""}`} />
      </Button>
    </>
  );
}

/** The pending images' previews, each with its remove button, and the last refusal. */
export function ImagePreviews({ draft }: { draft: ImageDraft }) {
  if (draft.images.length === 0 && !draft.error) return null;
  return (
    <div className="mb-2">
      {draft.images.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Images to send" data-testid="image-previews">
          {draft.images.map((image) => (
            <li key={image.key} className="relative" data-testid="image-preview">
              {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL: next/image cannot optimise it */}
              <img
                src={image.url}
                alt={`Preview of ${image.file.name}`}
                className="h-16 w-16 rounded-md border border-stone-300 object-cover"
              />
              <button
                type="button"
                aria-label={`Remove ${image.file.name}`}
                data-testid="image-remove"
                onClick={() => draft.remove(image.key)}
                className="absolute -top-2 -right-2 flex h-6 w-6 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-700 shadow-sm hover:bg-stone-100"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {draft.error ? (
        <p role="alert" data-testid="image-error" className="mt-1 text-xs text-red-600">
          {draft.error}
        </p>
      ) : null}
    </div>
  );
}
