import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/**
 * Whether the workspace's conversation list is collapsed, remembered in localStorage across pages
 * and reloads (like ChatGPT's and Open WebUI's sidebars). Open by default. The page renders it open
 * on the server; the stored choice is applied once mounted (`persist.rehydrate()`), so server and
 * client markup agree.
 */
interface SidebarState {
  collapsed: boolean;
  setCollapsed: (collapsed: boolean) => void;
}

export const useSidebarStore = create<SidebarState>()(
  persist(
    (set) => ({
      collapsed: false,
      setCollapsed: (collapsed) => set({ collapsed }),
    }),
    { name: "canopy-sidebar", storage: createJSONStorage(() => localStorage), skipHydration: true },
  ),
);
