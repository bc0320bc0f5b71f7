import { handleAuthRequest } from "@/lib/auth/endpoint";

export const dynamic = "force-dynamic";

/**
 * Better Auth's endpoints (sign-up, sign-in, sign-out, sessions, password change, OAuth callbacks).
 * Public by nature; the same Host and Origin rules as every route apply before Better Auth's own,
 * and password sign-in and sign-up are limited per account and per client address.
 */
async function handle(request: Request): Promise<Response> {
  return handleAuthRequest(request);
}

export const GET = handle;
export const POST = handle;
