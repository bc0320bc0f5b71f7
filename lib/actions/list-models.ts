"use server";
import { listUsableModels } from "@/lib/connections/registry";
import { defineAction } from "./safe-action";
import { z } from "zod";

/** Reads: the models this deployment offers (the picker, fan-out targets), with their capabilities. */
export const listModelsAction = defineAction(z.object({}), { access: "authenticated" }, async (_input, { viewer }) =>
  listUsableModels(viewer.userId),
);
