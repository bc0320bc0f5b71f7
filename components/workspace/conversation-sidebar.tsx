import Link from "next/link";

export interface SidebarConversation {
  id: string;
  title: string;
  nodeCount: number;
}

/** The project's conversations beside the workspace; the open one is marked. Wide screens only. */
export function ConversationSidebar({
  conversations,
  currentId,
  projectId,
}: {
  conversations: SidebarConversation[];
  currentId: string;
  projectId: string;
}) {
  return (
    <nav
      aria-label="Conversations"
      data-testid="conversation-sidebar"
      className="hidden w-56 shrink-0 flex-col overflow-y-auto border-r border-stone-200 bg-stone-50 2xl:flex"
    >
      <p className="px-3 pt-3 pb-1 text-xs font-medium tracking-wide text-stone-500 uppercase">Conversations</p>
      <ul className="flex-1">
        {conversations.map((c) => (
          <li key={c.id}>
            <Link
              href={`/c/${c.id}`}
              aria-current={c.id === currentId ? "page" : undefined}
              className={`flex items-baseline gap-2 px-3 py-1.5 text-sm hover:bg-stone-100 ${c.id === currentId ? "bg-white font-medium text-stone-900" : "text-stone-700"}`}
            >
              <span className="min-w-0 flex-1 truncate">{c.title}</span>
              <span className="text-[11px] text-stone-400">{c.nodeCount}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        href={`/projects/${projectId}`}
        className="border-t border-stone-200 px-3 py-2 text-xs text-stone-500 hover:text-stone-800"
      >
        All of the project →
      </Link>
    </nav>
  );
}
