"use server";
import { revalidatePath } from "next/cache";
import { projectToolSettingsSchema } from "@/lib/shared/mcp-servers";
import { updateProjectToolSettings } from "@/lib/tools";
import { ACCESS } from "./access-specs";
import { defineAction } from "./safe-action";

/** The project's owner chooses its MCP servers, approval mode and aside threshold. */
export const updateProjectToolsAction = defineAction(
  projectToolSettingsSchema,
  ACCESS.updateProjectTools,
  async (input) => {
    const settings = await updateProjectToolSettings(input);
    revalidatePath(`/projects/${input.projectId}`, "layout");
    return settings;
  },
);
