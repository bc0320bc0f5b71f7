"use client";

import { useState, useTransition, type ReactNode } from "react";
import { deleteMessageAction } from "@/lib/actions/delete-message";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFooter } from "@/components/ui/dialog";
import { ErrorNote } from "@/components/ui/field";

/**
 * Deleting a message from a node's chat: `ask(itemId)` opens a confirmation that says what goes
 * (the question with its answer: lib/db/queries/delete-message.ts) and what it does to branches;
 * `dialog` is that confirmation, to render once. `onDeleted` refreshes the chat and the tree.
 */
export function useDeleteMessage(
  conversationId: string,
  nodeId: string,
  onDeleted: () => Promise<unknown>,
): { ask: (itemId: string) => void; dialog: ReactNode } {
  const [itemId, setItemId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const close = () => {
    setItemId(null);
    setError(null);
  };
  const dialog = (
    <Dialog
      open={itemId !== null}
      onClose={close}
      title="Delete this exchange?"
      testId="delete-message-dialog"
      description="The question and its answer are deleted together, from this node. Branches taken after it, which inherited them, lose them from their context too. Not possible while a branch starts from this exchange: delete or purge that branch first."
    >
      <ErrorNote message={error} testId="delete-message-error" />
      <DialogFooter>
        <Button onClick={close}>Cancel</Button>
        <Button
          variant="danger"
          disabled={pending}
          data-testid="delete-message-confirm"
          onClick={() =>
            startTransition(async () => {
              const result = await deleteMessageAction({ conversationId, nodeId, itemId: itemId! });
              if (!result.ok) return setError(result.error.message);
              await onDeleted();
              close();
            })
          }
        >
          Delete both
        </Button>
      </DialogFooter>
    </Dialog>
  );
  return { ask: setItemId, dialog };
}
