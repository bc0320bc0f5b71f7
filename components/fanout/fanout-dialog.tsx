"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { defaultTargets, FanoutTargets, useModels, type TargetRow } from "./fanout-targets";

/** "Ask several" on a message: the same question again to 2-6 targets, each in its own branch from before it. */
export function FanoutDialog(props: {
  text: string;
  onClose: () => void;
  onSend: (targets: { model: string; systemPrompt?: string }[]) => void;
}) {
  const models = useModels().data;
  const [targets, setTargets] = useState<TargetRow[] | null>(null);
  const rows = targets ?? defaultTargets(models ?? []);
  return (
    <Dialog open onClose={props.onClose} title="Ask several models" testId="fanout-dialog" wide>
      <p className="mb-2 line-clamp-3 text-sm text-stone-700">
        <span className="font-medium">Asks again:</span> {props.text}
      </p>
      <FanoutTargets rows={rows} onChange={setTargets} />
      <div className="flex justify-end gap-2">
        <Button onClick={props.onClose}>Cancel</Button>
        <Button
          variant="primary"
          data-testid="fanout-send"
          onClick={() =>
            props.onSend(
              rows.map((r) => ({
                model: r.model,
                ...(r.systemPrompt.trim() ? { systemPrompt: r.systemPrompt.trim() } : {}),
              })),
            )
          }
        >
          Send to {rows.length}
        </Button>
      </div>
    </Dialog>
  );
}
