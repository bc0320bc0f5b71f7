import { testOwnConnectionOp } from "@/lib/api/operations";
import { operationRoute } from "@/lib/api/route";

export const dynamic = "force-dynamic";

export const POST = operationRoute(testOwnConnectionOp);
