"use server";
import { listModels } from "@/lib/ai/providers";
import { defineAction } from "./safe-action";
import { z } from "zod";

/** Reads: the models this deployment offers (fan-out targets), as project settings list them. */
export const listModelsAction = defineAction(z.object({}), { access: "authenticated" }, async () => listModels());
