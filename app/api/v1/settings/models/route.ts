import { getModelSettingsOp, updateModelSettingsOp } from "@/lib/api/operations";
import { operationRoute } from "@/lib/api/route";

export const dynamic = "force-dynamic";

export const GET = operationRoute(getModelSettingsOp);
export const POST = operationRoute(updateModelSettingsOp);
