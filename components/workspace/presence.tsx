"use client";

import { useMemo } from "react";
import type { LivePresence } from "@/lib/live/types";
import { initialsOf, peopleOn, useLiveStore } from "@/lib/stores/live-store";

/**
 * Who else is in the conversation (components/workspace/live-conversation.tsx keeps the list): the
 * workspace header shows everyone, the chat header those on its node (typing, answering), and each
 * graph node its visitors' initials.
 */

/** The other people in the conversation (one entry each), or those on `nodeId`. */
function useOthers(nodeId?: string): LivePresence[] {
  const people = useLiveStore((s) => s.people);
  const tab = useLiveStore((s) => s.tab);
  return useMemo(() => peopleOn(people, tab, nodeId), [people, tab, nodeId]);
}

function Avatar({ person, size = "md" }: { person: LivePresence; size?: "sm" | "md" }) {
  return (
    <span
      data-testid="presence-avatar"
      data-user-id={person.userId}
      title={person.name}
      className={`inline-flex shrink-0 items-center justify-center rounded-full border border-violet-200 bg-violet-50 font-semibold text-violet-700 ${
        size === "sm" ? "h-5 w-5 text-[10px]" : "h-7 w-7 text-xs"
      }`}
    >
      <span aria-hidden="true">{initialsOf(person.name)}</span>
      <span className="sr-only">{person.name}</span>
    </span>
  );
}

/** Everyone else in the conversation, and the stream's state (workspace header). */
export function PresenceBar() {
  const status = useLiveStore((s) => s.status);
  const others = useOthers();
  return (
    <div data-testid="presence-bar" data-live={status} className="ml-auto flex shrink-0 items-center gap-1.5">
      {others.length > 0 ? (
        <ul aria-label="People in this conversation" className="flex items-center -space-x-1.5">
          {others.slice(0, 5).map((p) => (
            <li key={p.userId}>
              <Avatar person={p} />
            </li>
          ))}
          {others.length > 5 ? <li className="pl-2 text-xs text-stone-600">+{others.length - 5}</li> : null}
        </ul>
      ) : null}
      <span
        role="status"
        data-testid="live-status"
        className={`text-xs ${status === "live" ? "text-canopy-700" : "text-stone-600"}`}
      >
        {status === "live" ? "● Live" : status === "closed" ? "Not updating" : "Connecting…"}
      </span>
    </div>
  );
}

/** Who else is on this node, typing or not, and whether it is answering (chat header). */
export function ChatPresence({ nodeId }: { nodeId: string }) {
  const here = useOthers(nodeId);
  const answering = useLiveStore((s) => nodeId in s.answering);
  const typing = here.filter((p) => p.typing);
  if (here.length === 0 && !answering) return null;
  return (
    <div data-testid="chat-presence" className="flex shrink-0 items-center gap-1.5 text-xs text-stone-600">
      {here.length > 0 ? (
        <ul aria-label="Also on this node" className="flex items-center -space-x-1">
          {here.map((p) => (
            <li key={p.userId}>
              <Avatar person={p} size="sm" />
            </li>
          ))}
        </ul>
      ) : null}
      <span role="status" data-testid="chat-presence-activity">
        {typing.length > 0
          ? `${typing.map((p) => p.name.split(/[\s@]/)[0]).join(", ")} ${typing.length === 1 ? "is" : "are"} typing…`
          : answering
            ? "Answering…"
            : ""}
      </span>
    </div>
  );
}

/** The initials of the people on a graph node, and a mark while it answers. */
export function NodePresence({ nodeId }: { nodeId: string }) {
  const here = useOthers(nodeId);
  const answering = useLiveStore((s) => nodeId in s.answering);
  if (here.length === 0 && !answering) return null;
  return (
    <div data-testid="node-presence" className="pointer-events-none absolute -top-2.5 left-2 flex items-center gap-0.5">
      {here.slice(0, 3).map((p) => (
        <Avatar key={p.userId} person={p} size="sm" />
      ))}
      {answering ? (
        <span
          data-testid="node-answering"
          className="rounded-full border border-amber-200 bg-amber-50 px-1.5 text-[10px] leading-4 font-medium text-amber-800"
        >
          answering…
        </span>
      ) : null}
    </div>
  );
}
