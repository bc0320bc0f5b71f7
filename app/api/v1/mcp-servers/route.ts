import { addMcpServerOp, listMcpServersOp } from "@/lib/api/operations";
import { operationRoute } from "@/lib/api/route";

export const dynamic = "force-dynamic";

export const GET = operationRoute(listMcpServersOp);
export const POST = operationRoute(addMcpServerOp);
