import { create } from "zustand";
import type { LiveEvents, LivePresence } from "@/lib/live/types";

/**
 * The live state of the open conversation (components/workspace/live-conversation.tsx fills it):
 * whether its stream is connected, who else is here and on which node, which nodes are answering,
 * and why the stream was closed for good (the reader lost access, the conversation was deleted).
 */
export interface LiveState {
  status: "connecting" | "live" | "reconnecting" | "closed";
  /** This tab's id in the presence list (left out of what it shows). */
  tab: string | null;
  people: LivePresence[];
  /** Nodes with an answer being written (from the stream's answer text), with when it last grew. */
  answering: Record<string, number>;
  closed: LiveEvents["closed"] | null;
  set: (patch: Partial<Omit<LiveState, "set" | "answeringText">>) => void;
  /** An answer's text arrived: `nodeId` answers while its status is streaming. */
  answeringText: (nodeId: string, streaming: boolean) => void;
}

export const useLiveStore = create<LiveState>()((set) => ({
  status: "connecting",
  tab: null,
  people: [],
  answering: {},
  closed: null,
  set: (patch) => set(patch),
  answeringText: (nodeId, streaming) =>
    set((s) => {
      if (streaming) return { answering: { ...s.answering, [nodeId]: Date.now() } };
      if (!(nodeId in s.answering)) return s;
      const { [nodeId]: _done, ...rest } = s.answering;
      return { answering: rest };
    }),
}));

/** The other people on `nodeId` (one entry per person, typing if any of their tabs is). */
export function peopleOn(people: LivePresence[], tab: string | null, nodeId?: string): LivePresence[] {
  const byUser = new Map<string, LivePresence>();
  for (const p of people) {
    if (p.key === tab || (nodeId !== undefined && p.nodeId !== nodeId)) continue;
    const seen = byUser.get(p.userId);
    byUser.set(p.userId, seen ? { ...seen, typing: seen.typing || p.typing } : p);
  }
  return [...byUser.values()];
}

/** Up to two initials of a name or an email ("Ada Lovelace" -> "AL", "bob@x.test" -> "B"). */
export function initialsOf(name: string): string {
  const words = name
    .split("@")[0]
    .split(/[\s._-]+/)
    .filter(Boolean);
  return (words.length > 1 ? words[0][0] + words[1][0] : (words[0]?.[0] ?? "?")).toUpperCase();
}
