"use client";

import { useQuery } from "@tanstack/react-query";
import { Wrench } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { toolMenuOptions } from "@/lib/query/tool-menu";
import { useToolChoice, useToolChoiceStore } from "@/lib/stores/tool-choice";

/**
 * The composer's tool menu: the MCP servers and tools this node's project may use, with a switch per
 * server and per tool for the next message (kept per node in the tool-choice store, so a reload keeps
 * it). Shown only when the project enabled a server. Names and descriptions come from the servers:
 * they are rendered as text, never as HTML.
 */
export function ToolMenu({ nodeId, readOnly }: { nodeId: string; readOnly: boolean }) {
  const menu = useQuery(toolMenuOptions(nodeId)).data;
  const choice = useToolChoice(nodeId);
  const setServer = useToolChoiceStore((s) => s.setServer);
  const setTool = useToolChoiceStore((s) => s.setTool);
  const [open, setOpen] = useState(false);
  const panelId = useId();

  useEffect(() => {
    void useToolChoiceStore.persist.rehydrate();
  }, []);

  if (!menu || menu.servers.length === 0) return null;
  const all = menu.servers.map((s) => s.name);
  const serverOn = (name: string) => (choice.servers ?? all).includes(name);
  const toolsOn = menu.servers
    .filter((s) => serverOn(s.name))
    .reduce((n, s) => n + s.tools.filter((t) => !choice.disabledTools.includes(t.qualifiedName)).length, 0);

  return (
    <div className="mb-2 text-xs text-stone-600" data-testid="tool-menu">
      <button
        type="button"
        data-testid="tool-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={readOnly}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex items-center gap-1 rounded-md border border-stone-300 px-2 py-1 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-70"
      >
        <Wrench aria-hidden className="size-3" />
        <span data-testid="tool-menu-count">Tools: {toolsOn} on</span>
      </button>
      {open ? (
        <div
          id={panelId}
          className="mt-2 max-h-72 space-y-3 overflow-y-auto rounded-md border border-stone-200 bg-white p-2"
          data-testid="tool-menu-panel"
        >
          {menu.servers.map((s) => {
            const on = serverOn(s.name);
            return (
              <fieldset
                key={s.name}
                className="min-w-0 space-y-1"
                data-testid="tool-menu-server"
                data-server-name={s.name}
              >
                <legend className="w-full">
                  <label className="flex min-h-8 items-center gap-2 text-sm font-medium text-stone-800">
                    <input
                      type="checkbox"
                      role="switch"
                      aria-checked={on}
                      checked={on}
                      data-testid="tool-menu-server-switch"
                      onChange={(e) => setServer(nodeId, s.name, e.target.checked, all)}
                    />
                    <span className="break-all">{s.name}</span>
                    <span
                      className={`text-xs font-normal ${s.status === "failed" ? "text-red-600" : "text-stone-500"}`}
                    >
                      {s.status === "failed" ? `failed: ${s.error ?? ""}` : `${s.tools.length} tools`}
                    </span>
                  </label>
                </legend>
                <ul className="space-y-0.5 pl-5">
                  {s.tools.map((t) => {
                    const toolOn = !choice.disabledTools.includes(t.qualifiedName);
                    return (
                      <li key={t.qualifiedName}>
                        <label className="flex min-h-8 items-start gap-2" title={t.description}>
                          <input
                            type="checkbox"
                            role="switch"
                            aria-checked={toolOn}
                            className="mt-0.5"
                            checked={toolOn}
                            disabled={!on}
                            data-testid="tool-menu-tool-switch"
                            data-tool={t.qualifiedName}
                            onChange={(e) => setTool(nodeId, t.qualifiedName, e.target.checked)}
                          />
                          <span className="min-w-0">
                            <span className="font-mono break-all text-stone-800">{t.title}</span>
                            {t.destructive ? <span className="ml-1 text-amber-700">(may change things)</span> : null}
                            {t.description ? (
                              <span className="block break-words text-stone-500">{firstLine(t.description)}</span>
                            ) : null}
                          </span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}

function firstLine(text: string): string {
  const line = text.split("\n")[0] ?? "";
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}
