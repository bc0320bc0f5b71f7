import { getProjectToolsOp, updateProjectToolsOp } from "@/lib/api/operations";
import { operationRoute } from "@/lib/api/route";

export const dynamic = "force-dynamic";

export const GET = operationRoute(getProjectToolsOp);
export const POST = operationRoute(updateProjectToolsOp);
