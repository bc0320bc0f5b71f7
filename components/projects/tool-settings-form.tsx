"use client";

import { useState } from "react";
import { updateProjectToolsAction } from "@/lib/actions/update-project-tools";
import { TOOL_APPROVALS, type ProjectToolSettings, type ToolApprovalMode } from "@/lib/shared/mcp-servers";
import { Field, TextInput } from "@/components/ui/field";
import { SettingsFormShell } from "./settings-shell";
import { SelectField } from "@/components/settings/select-field";

const APPROVAL_LABEL: Record<ToolApprovalMode, string> = {
  never: "Never: every tool runs at once",
  destructive: "For tools that may change things (the server says so)",
  always: "Always: every call waits for Approve",
};

/** A registered server as the project settings list it (its status in words). */
export interface ToolServerChoice {
  name: string;
  status: string;
  tools: number;
}

/**
 * Project settings → Tools: which registered MCP servers this project's conversations may use, when
 * a call waits for the user's approval, and above how many tokens a result goes to an aside.
 */
export function ToolSettingsForm({
  projectId,
  settings,
  servers,
}: {
  projectId: string;
  settings: ProjectToolSettings;
  servers: ToolServerChoice[];
}) {
  const [enabled, setEnabled] = useState<string[]>(settings.servers);
  const [approval, setApproval] = useState<ToolApprovalMode>(settings.approval);
  const [asideTokens, setAsideTokens] = useState(String(settings.asideTokens));
  const known = new Set(servers.map((s) => s.name));
  const gone = enabled.filter((s) => !known.has(s));
  return (
    <SettingsFormShell
      testId="tool-settings-form"
      what="change the project's tools"
      save={() =>
        updateProjectToolsAction({
          projectId,
          servers: enabled.filter((s) => known.has(s)),
          approval,
          asideTokens: Number(asideTokens),
        })
      }
      saveLabel="Save tools"
      saveTestId="tool-settings-save"
      savedTestId="tool-settings-saved"
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">MCP servers this project may use</legend>
        {servers.length === 0 ? (
          <p className="text-sm text-stone-500">
            No MCP server is registered: an administrator adds them in Administration → MCP servers.
          </p>
        ) : (
          <ul className="space-y-1">
            {servers.map((s) => (
              <li key={s.name}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    data-testid="project-tool-server"
                    data-server-name={s.name}
                    checked={enabled.includes(s.name)}
                    onChange={(e) =>
                      setEnabled((cur) => (e.target.checked ? [...cur, s.name] : cur.filter((n) => n !== s.name)))
                    }
                  />
                  <span className="break-all">{s.name}</span>
                  <span className="text-xs text-stone-500">
                    {s.status === "connected" ? `${s.tools} tools` : s.status}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {gone.length ? (
          <p className="text-xs text-stone-500">No longer registered (removed on save): {gone.join(", ")}</p>
        ) : null}
      </fieldset>
      <SelectField label="Ask before a tool runs" value={approval} onChange={setApproval} testId="tool-approval">
        {TOOL_APPROVALS.map((a) => (
          <option key={a} value={a}>
            {APPROVAL_LABEL[a]}
          </option>
        ))}
      </SelectField>
      <Field
        label="Tool aside threshold (tokens)"
        hint="A larger result is kept whole in an aside under the node; the node gets a short note of it."
      >
        <TextInput
          type="number"
          min={100}
          max={1000000}
          value={asideTokens}
          onChange={(e) => setAsideTokens(e.target.value)}
          data-testid="tool-aside-tokens"
        />
      </Field>
    </SettingsFormShell>
  );
}
