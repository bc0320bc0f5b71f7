import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/**
 * The composer's tool choice for the next message, per node: which servers (null: the project's
 * default, every server it enabled) and which tools switched off (by qualified name, as
 * `ToolInfo.qualifiedName`: "fs_write_file"). Kept in localStorage so a reload keeps it. The turn
 * reads `toolChoiceFor(nodeId)` when it sends a message.
 */
export interface ToolChoice {
  /** Server names chosen for the next message; null = the project's default (all it enabled). */
  servers: string[] | null;
  /** Qualified names of tools switched off for the next message. */
  disabledTools: string[];
}

export const DEFAULT_TOOL_CHOICE: ToolChoice = { servers: null, disabledTools: [] };

interface ToolChoiceState {
  choices: Record<string, ToolChoice>;
  /** Switches one server on or off; `all` is every server the project enabled (to leave "default"). */
  setServer: (nodeId: string, server: string, on: boolean, all: readonly string[]) => void;
  setTool: (nodeId: string, qualifiedName: string, on: boolean) => void;
  reset: (nodeId: string) => void;
}

export const useToolChoiceStore = create<ToolChoiceState>()(
  persist(
    (set) => ({
      choices: {},
      setServer: (nodeId, server, on, all) =>
        set((s) => {
          const current = s.choices[nodeId] ?? DEFAULT_TOOL_CHOICE;
          const base = current.servers ?? [...all];
          const servers = on ? [...new Set([...base, server])] : base.filter((n) => n !== server);
          // Every enabled server on again is the project's default (it follows the project's list).
          const same = servers.length === all.length && all.every((n) => servers.includes(n));
          return { choices: { ...s.choices, [nodeId]: { ...current, servers: same ? null : servers } } };
        }),
      setTool: (nodeId, qualifiedName, on) =>
        set((s) => {
          const current = s.choices[nodeId] ?? DEFAULT_TOOL_CHOICE;
          const disabledTools = on
            ? current.disabledTools.filter((n) => n !== qualifiedName)
            : [...new Set([...current.disabledTools, qualifiedName])];
          return { choices: { ...s.choices, [nodeId]: { ...current, disabledTools } } };
        }),
      reset: (nodeId) =>
        set((s) => {
          const { [nodeId]: _removed, ...rest } = s.choices;
          return { choices: rest };
        }),
    }),
    { name: "canopy-tool-choice", storage: createJSONStorage(() => localStorage), skipHydration: true },
  ),
);

/** The choice for a node's next message (outside React: `toolChoiceFor(nodeId)` when sending). */
export function toolChoiceFor(nodeId: string): ToolChoice {
  return useToolChoiceStore.getState().choices[nodeId] ?? DEFAULT_TOOL_CHOICE;
}

/** The choice for a node, in a component. */
export function useToolChoice(nodeId: string): ToolChoice {
  return useToolChoiceStore((s) => s.choices[nodeId] ?? DEFAULT_TOOL_CHOICE);
}
