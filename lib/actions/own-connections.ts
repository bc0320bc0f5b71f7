"use server";
import { revalidatePath } from "next/cache";
import { addOwnConnection, removeOwnConnection, testOwnConnection } from "@/lib/connections/own-connections";
import { addConnectionSchema, connectionRefSchema } from "@/lib/shared/connections";
import { requestSelfHosts } from "./connection-hosts";
import { defineAction } from "./safe-action";

/** A user adds their own connection (when the instance allows users' keys): only their turns use it. */
export const addOwnConnectionAction = defineAction(
  addConnectionSchema,
  { access: "authenticated" },
  async (input, { viewer }) => {
    const added = await addOwnConnection(viewer.userId, input, { selfHosts: await requestSelfHosts() });
    revalidatePath("/account");
    return added;
  },
);

/** A user tests one of their own connections (another person's is not found). */
export const testOwnConnectionAction = defineAction(
  connectionRefSchema,
  { access: "authenticated" },
  async ({ connectionId }, { viewer }) =>
    testOwnConnection(viewer.userId, connectionId, { selfHosts: await requestSelfHosts() }),
);

/** A user removes one of their own connections (another person's is not found). */
export const removeOwnConnectionAction = defineAction(
  connectionRefSchema,
  { access: "authenticated" },
  async ({ connectionId }, { viewer }) => {
    const removed = await removeOwnConnection(viewer.userId, connectionId);
    revalidatePath("/account");
    return removed;
  },
);
