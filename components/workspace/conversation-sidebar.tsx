"use client";

import { useQuery } from "@tanstack/react-query";
import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import Link from "next/link";
import { useEffect } from "react";
import { treeOptions } from "@/lib/query/options";
import { useSidebarStore } from "@/lib/stores/sidebar-store";
import { MarkedTitle } from "@/components/ui/marked-title";

export interface SidebarConversation {
  id: string;
  title: string;
  nodeCount: number;
}

/**
 * The project's conversations beside the workspace, the open one marked. From 1,024 px wide (lg);
 * narrower screens reach them through the breadcrumb's project link. It collapses to a thin rail
 * with a button, and the choice is remembered (lib/stores/sidebar-store.ts). The open conversation's
 * title and size follow its tree as it changes (named after its first message), with no reload.
 */
export function ConversationSidebar({
  conversations,
  currentId,
  projectId,
}: {
  conversations: SidebarConversation[];
  currentId: string;
  projectId: string;
}) {
  const collapsed = useSidebarStore((s) => s.collapsed);
  // The workspace keeps the open conversation's tree current; the sidebar reads it, never fetches it.
  const live = useQuery({ ...treeOptions(currentId), enabled: false }).data;
  const setCollapsed = useSidebarStore((s) => s.setCollapsed);
  useEffect(() => {
    void useSidebarStore.persist.rehydrate();
  }, []);

  if (collapsed) {
    return (
      <div
        data-testid="conversation-sidebar-rail"
        className="hidden w-10 shrink-0 flex-col items-center border-r border-stone-200 bg-stone-50 pt-2 lg:flex"
      >
        <button
          type="button"
          aria-label="Show conversations"
          aria-expanded={false}
          title="Show conversations"
          data-testid="sidebar-expand"
          onClick={() => setCollapsed(false)}
          className="rounded-md p-1.5 text-stone-600 hover:bg-stone-200 hover:text-stone-900"
        >
          <PanelLeftOpen aria-hidden size={18} />
        </button>
      </div>
    );
  }
  return (
    <nav
      id="conversation-sidebar"
      aria-label="Conversations"
      data-testid="conversation-sidebar"
      className="hidden w-56 shrink-0 flex-col overflow-y-auto border-r border-stone-200 bg-stone-50 lg:flex"
    >
      <div className="flex items-center justify-between pt-2 pr-1 pb-1 pl-3">
        <p className="text-xs font-medium tracking-wide text-stone-500 uppercase">Conversations</p>
        <button
          type="button"
          aria-label="Hide conversations"
          aria-expanded={true}
          aria-controls="conversation-sidebar"
          title="Hide conversations"
          data-testid="sidebar-collapse"
          onClick={() => setCollapsed(true)}
          className="rounded-md p-1.5 text-stone-600 hover:bg-stone-200 hover:text-stone-900"
        >
          <PanelLeftClose aria-hidden size={16} />
        </button>
      </div>
      <ul className="flex-1">
        {conversations.map((listed) => {
          const c =
            listed.id === currentId && live ? { ...listed, title: live.title, nodeCount: live.nodes.length } : listed;
          return (
            <li key={c.id}>
              <Link
                href={`/c/${c.id}`}
                // No prefetch: every page here is rendered per request, so a prefetch is a whole page
                // render on the server, made for each link on screen while the workspace loads (with the
                // header's and breadcrumbs' links, the fixed cost of bench:graph's time to interactive).
                prefetch={false}
                aria-current={c.id === currentId ? "page" : undefined}
                data-testid="sidebar-conversation"
                className={`flex items-baseline gap-2 px-3 py-1.5 text-sm hover:bg-stone-100 ${c.id === currentId ? "bg-white font-medium text-stone-900" : "text-stone-700"}`}
              >
                <MarkedTitle title={c.title} className="flex-1" />
                <span className="text-[11px] text-stone-500">{c.nodeCount}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <Link
        href={`/projects/${projectId}`}
        prefetch={false}
        className="border-t border-stone-200 px-3 py-2 text-xs text-stone-500 hover:text-stone-800"
      >
        All of the project →
      </Link>
    </nav>
  );
}
