import { createProjectOp, listProjectsOp } from "@/lib/api/operations";
import { operationRoute } from "@/lib/api/route";

export const dynamic = "force-dynamic";

export const GET = operationRoute(listProjectsOp);
export const POST = operationRoute(createProjectOp);
