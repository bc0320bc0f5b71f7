import { addConnectionOp, listConnectionsOp } from "@/lib/api/operations";
import { operationRoute } from "@/lib/api/route";

export const dynamic = "force-dynamic";

export const GET = operationRoute(listConnectionsOp);
export const POST = operationRoute(addConnectionOp);
