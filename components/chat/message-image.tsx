"use client";

import { useNodeSettings } from "./use-node-settings";

/**
 * An image item in the chat: its thumbnail (lazy, served through the guard; a click opens the
 * stored original) and, when the node's model cannot see images, a line saying that it reads the
 * image's OCR text instead.
 */
export function MessageImage({ itemId, nodeId, name }: { itemId: string; nodeId: string; name: string }) {
  const settings = useNodeSettings(nodeId).data;
  const blind = settings && !settings.effective.capabilities?.vision;
  return (
    <figure className="mb-2" data-testid="message-image">
      <a href={`/api/items/${itemId}/image?size=original`} target="_blank" rel="noopener noreferrer">
        {/* eslint-disable-next-line @next/next/no-img-element -- served by our guarded route, already a thumbnail */}
        <img
          src={`/api/items/${itemId}/image?size=thumb`}
          alt={name}
          loading="lazy"
          decoding="async"
          data-testid="message-thumbnail"
          className="max-h-48 max-w-full rounded-md border border-stone-300 object-contain"
        />
      </a>
      {blind ? (
        <figcaption className="mt-1 text-xs text-stone-600" data-testid="image-not-seen">
          This model does not see images: it reads the text found in this one (OCR).
        </figcaption>
      ) : null}
    </figure>
  );
}
