import { getAuth } from "@/lib/auth/config";
import { checkRequest } from "@/lib/auth/route";
import { errorResponse } from "@/lib/http";

export const dynamic = "force-dynamic";

/**
 * Better Auth's endpoints (sign-up, sign-in, sign-out, sessions, password change, OAuth callbacks).
 * Public by nature; the same Host and Origin rules as every route apply before Better Auth's own.
 */
async function handle(request: Request): Promise<Response> {
  try {
    checkRequest(request);
  } catch (error) {
    return errorResponse(error);
  }
  return (await getAuth()).handler(request);
}

export const GET = handle;
export const POST = handle;
