import "server-only";
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { nextCookies } from "better-auth/next-js";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { betterAuthDatabase } from "@/lib/db/auth-adapter";
import { findUserDisabled } from "@/lib/db/queries/users";
import { getEnv } from "@/lib/env";
import { CLIENT_ADDRESS_HEADER } from "./client-address";
import { mapOidcProfile, oidcRules, oidcRulesRestrict, takeOidcRole } from "./oidc";
import { allowedHostnames } from "./hosts";
import { betterAuthRateLimitStorage } from "./rate-limit";
import { authSecret } from "./secret";
import { adoptOrphanProjects, firstUserRole, getSignupMode, isFirstAccount } from "./users";

const SIGNUP_CLOSED = "Sign-up is closed on this instance. Ask an administrator for an account.";

/** Builds the Better Auth instance: Prisma (our SQLite client), email + password, database sessions. */
async function createAuth() {
  const env = getEnv();
  const secure = env.APP_URL?.startsWith("https://") ?? false;
  const socialProviders: Record<string, { clientId: string; clientSecret: string }> = {};
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET)
    socialProviders.github = { clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET };
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET)
    socialProviders.google = { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET };
  const rules = oidcRules(env);
  const discoveryUrl = oidcDiscoveryUrl(env);
  // Better Auth's generic OIDC: discovery, PKCE (S256), state, nonce, the ID token verified against
  // the issuer's keys (issuer, audience, nonce) and the callback's `iss` checked (RFC 9207).
  const oidc =
    discoveryUrl && env.OIDC_CLIENT_ID
      ? [
          genericOAuth({
            config: [
              {
                providerId: "oidc",
                name: env.OIDC_NAME ?? "Single sign-on",
                discoveryUrl,
                clientId: env.OIDC_CLIENT_ID,
                clientSecret: env.OIDC_CLIENT_SECRET,
                scopes: [
                  "openid",
                  "email",
                  "profile",
                  ...(rules.allowedGroups.length || rules.adminGroups.length ? ["groups"] : []),
                ],
                pkce: true,
                requireIdTokenVerification: true,
                mapProfileToUser: mapOidcProfile(rules),
              },
            ],
          }),
        ]
      : [];

  return betterAuth({
    appName: "Canopy",
    secret: await authSecret(),
    // With APP_URL the public origin is fixed; otherwise it is derived from the Host header, which
    // must be one of the allowed hosts (the proxy refuses the others before they get here).
    baseURL: env.APP_URL ?? { allowedHosts: allowedHostnames().flatMap((h) => [h, `${h}:*`]), protocol: "http" },
    database: betterAuthDatabase(),
    emailAndPassword: {
      enabled: env.PASSWORD_SIGN_IN !== "off",
      minPasswordLength: 8,
      maxPasswordLength: 256,
      autoSignIn: true,
    },
    // OAuth and OIDC failures (a wrong issuer, a replayed code, a refused account) land on the login
    // page, which says what happened (`?error=<code>`).
    onAPIError: { errorURL: "/login" },
    socialProviders,
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    user: {
      additionalFields: {
        role: { type: "string", input: false, defaultValue: "user" },
        disabled: { type: "boolean", input: false, defaultValue: false },
      },
    },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true, secure },
      // The address lib/auth/endpoint.ts worked out (X-Forwarded-For only from TRUSTED_PROXIES), for
      // session records and the limiter below; a client's own value is removed before Better Auth.
      // IPv6 clients by their /64, as our limits count them (client-address.ts `addressBucket`).
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER], ipv6Subnet: 64 },
    },
    // Better Auth's own limiter (production only) keeps its rules for the other endpoints, counted in
    // the database; password sign-in and sign-up are counted by lib/auth/endpoint.ts instead, per
    // account and per address.
    rateLimit: {
      // Starting a single sign-on is no password guess (the identity provider guards credentials): Better
      // Auth's 3 per 10 s for /sign-in/* would turn away a team arriving at once from one address.
      customRules: {
        "/sign-in/email": false,
        "/sign-up/email": false,
        "/sign-in/oauth2": { window: 10, max: 30 },
        "/sign-in/social": { window: 10, max: 30 },
      },
      customStorage: betterAuthRateLimitStorage(),
    },
    hooks: {
      // Invite-only or closed: every web sign-up is refused before Better Auth looks the email up, so
      // the answer (403) is the same for an address with an account and one without. The first
      // account of an empty instance still passes (it becomes the admin).
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-up/email") return;
        if ((await getSignupMode()) !== "open" && !(await isFirstAccount()))
          throw new APIError("FORBIDDEN", { message: SIGNUP_CLOSED });
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Sign-ups through the web (and OAuth): the first account is the admin; after it the
          // instance's sign-up mode decides. Accounts made by an admin or the CLI do not pass here.
          // An OIDC sign-up admitted by OIDC_ALLOWED_DOMAINS / OIDC_ALLOWED_GROUPS joins whatever the
          // sign-up mode, with the role its rules give (lib/auth/oidc.ts).
          before: async (user, ctx) => {
            const email = String(user.email).trim().toLowerCase();
            const oidcRole = ctx?.path?.includes("/callback/") ? takeOidcRole(email) : null;
            const role = await firstUserRole(email);
            const admittedByRules = oidcRole !== null && oidcRulesRestrict(rules);
            if (role === "user" && !admittedByRules && (await getSignupMode()) !== "open") {
              throw new APIError("FORBIDDEN", { message: SIGNUP_CLOSED });
            }
            return { data: { ...user, role: role === "admin" ? role : (oidcRole ?? role), disabled: false } };
          },
          after: async (user) => {
            if ((user as { role?: string }).role === "admin") await adoptOrphanProjects(user.id);
          },
        },
      },
      session: {
        create: {
          before: async (session) => {
            const disabled = await findUserDisabled(session.userId);
            if (disabled === null || disabled)
              throw new APIError("FORBIDDEN", { message: "This account is disabled." });
            return { data: session };
          },
        },
      },
    },
    plugins: [...oidc, nextCookies()],
  });
}

/** The issuer's discovery document: OIDC_DISCOVERY_URL, or the standard one under OIDC_ISSUER. */
function oidcDiscoveryUrl(env: ReturnType<typeof getEnv>): string | null {
  if (env.OIDC_DISCOVERY_URL) return env.OIDC_DISCOVERY_URL;
  if (env.OIDC_ISSUER) return `${env.OIDC_ISSUER.replace(/\/+$/, "")}/.well-known/openid-configuration`;
  return null;
}

type Auth = Awaited<ReturnType<typeof createAuth>>;
const globalForAuth = globalThis as unknown as { canopyAuth?: Promise<Auth> };

/** The Better Auth instance, one per process. */
export function getAuth(): Promise<Auth> {
  if (!globalForAuth.canopyAuth) {
    const created = createAuth();
    globalForAuth.canopyAuth = created;
    // A failed start (the database was briefly unreachable) is not kept: the next request tries again.
    created.catch(() => {
      if (globalForAuth.canopyAuth === created) globalForAuth.canopyAuth = undefined;
    });
  }
  return globalForAuth.canopyAuth;
}

/** Forget the instance (tests that switch databases). */
export function resetAuth(): void {
  globalForAuth.canopyAuth = undefined;
}
