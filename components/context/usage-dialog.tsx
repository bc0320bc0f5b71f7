"use client";

import { useQuery } from "@tanstack/react-query";
import { usageOptions } from "@/lib/query/options";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useWorkspace } from "@/components/workspace/workspace-provider";
import { UsageTable } from "./usage-table";

/** This conversation's model usage by purpose (chat, summarise, navigate, merge, compress). */
export function UsageDialog() {
  const open = useWorkspace((s) => s.usageOpen);
  const setOpen = useWorkspace((s) => s.setUsageOpen);
  const conversationId = useWorkspace((s) => s.conversationId);
  const usage = useQuery({ ...usageOptions({ conversationId }), enabled: open, staleTime: 0 });
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      title="Usage in this conversation"
      testId="usage-dialog"
      wide
      description="Every model call, by purpose. Cached tokens appear where the provider reports them."
    >
      {usage.isPending ? (
        <Spinner />
      ) : usage.error ? (
        <p className="text-sm text-red-600">{usage.error.message}</p>
      ) : (
        <UsageTable usage={usage.data} />
      )}
    </Dialog>
  );
}
