"use client";

import Link from "next/link";
import { useModelPickerStore } from "@/lib/stores/model-picker-store";
import { Button } from "@/components/ui/button";
import { useNodeSettings } from "./use-node-settings";

/**
 * The empty node's words about who answers: with the offline engine, plainly what it is, a button
 * to the model picker and, for an administrator, one to Connections; with a real model, its name.
 */
export function OfflineNote({
  nodeId,
  readOnly,
  hideText = false,
}: {
  nodeId: string;
  readOnly: boolean;
  /** The notice is already said above (only the offline engine is configured): the buttons alone. */
  hideText?: boolean;
}) {
  const settings = useNodeSettings(nodeId).data;
  const open = useModelPickerStore((s) => s.open);
  if (!settings) return null;
  if (settings.effective.model !== "offline")
    return <p className="mt-2">Answering here: {settings.effective.label}.</p>;
  return (
    <div className="mt-3 space-y-3" data-testid="offline-note">
      {hideText ? null : (
        <p>
          <strong className="font-medium text-stone-700">Offline engine:</strong> answers by quoting your conversation
          and documents. Connect a model for real answers.
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-2">
        {readOnly ? null : (
          <Button size="sm" onClick={() => open(nodeId)} data-testid="offline-choose-model">
            Choose a model
          </Button>
        )}
        {settings.canManageConnections ? (
          <Link
            href="/admin/connections"
            data-testid="offline-connections-link"
            className="inline-flex h-7 items-center rounded-md bg-canopy-600 px-2 text-xs font-medium text-white hover:bg-canopy-700"
          >
            Connections
          </Link>
        ) : null}
      </div>
    </div>
  );
}
