import type { ReactNode } from "react";

export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div
      data-testid="empty-state"
      className="rounded-xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center"
    >
      <p className="font-medium text-stone-800">{title}</p>
      {children ? <div className="mx-auto mt-1 max-w-md text-sm text-stone-500">{children}</div> : null}
      {action ? <div className="mt-4 flex justify-center">{action}</div> : null}
    </div>
  );
}
