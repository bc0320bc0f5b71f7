import { addOwnConnectionOp, listOwnConnectionsOp } from "@/lib/api/operations";
import { operationRoute } from "@/lib/api/route";

export const dynamic = "force-dynamic";

export const GET = operationRoute(listOwnConnectionsOp);
export const POST = operationRoute(addOwnConnectionOp);
