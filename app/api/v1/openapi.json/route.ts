import { openApiDocument } from "@/lib/api/openapi";
import { defineRoute } from "@/lib/auth/route";

export const dynamic = "force-dynamic";

/** The OpenAPI 3.1 document of /api/v1, generated from the operations' zod schemas. Public: it holds no data. */
export const GET = defineRoute({ access: "public" }, async () => openApiDocument());
