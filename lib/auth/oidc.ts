import "server-only";
import { APIError } from "better-auth/api";
import type { Env } from "@/lib/env";
import { logEvent } from "@/lib/observability/logger";

/** Who may sign in with the OpenID Connect issuer, and the role of the accounts it creates. */
export interface OidcRules {
  /** The expected issuer (OIDC_ISSUER); an ID token from another is refused. */
  issuer: string | null;
  /** Email domains that may join (lowercase); empty: any. */
  allowedDomains: string[];
  /** Groups that may join; empty: any. */
  allowedGroups: string[];
  /** Members of these groups get the admin role when their account is created. */
  adminGroups: string[];
  /** The claim that lists groups. */
  groupsClaim: string;
  /** The role of other accounts it creates. */
  newUserRole: "user" | "admin";
}

/** The rules from the environment. */
export function oidcRules(env: Env): OidcRules {
  return {
    issuer: env.OIDC_ISSUER ? env.OIDC_ISSUER.replace(/\/+$/, "") : null,
    allowedDomains: env.OIDC_ALLOWED_DOMAINS.map((d) => d.toLowerCase().replace(/^@/, "")),
    allowedGroups: env.OIDC_ALLOWED_GROUPS,
    adminGroups: env.OIDC_ADMIN_GROUPS,
    groupsClaim: env.OIDC_GROUPS_CLAIM,
    newUserRole: env.OIDC_NEW_USER_ROLE,
  };
}

/** True when the rules say who may join (then the instance's sign-up mode does not apply to OIDC sign-ups). */
export function oidcRulesRestrict(rules: OidcRules): boolean {
  return rules.allowedDomains.length > 0 || rules.allowedGroups.length > 0;
}

export type Admission =
  { ok: true; role: "user" | "admin" } | { ok: false; reason: "domain" | "group" | "issuer" | "email" };

/**
 * Decides whether an OIDC profile (the verified ID token's claims, or the userinfo answer) may sign
 * in, and the role its account gets if it is new. Every configured rule must hold: the issuer, the
 * email domain (OIDC_ALLOWED_DOMAINS), a group (OIDC_ALLOWED_GROUPS). Pure.
 */
export function admitProfile(profile: Record<string, unknown>, rules: OidcRules): Admission {
  const email = typeof profile.email === "string" ? profile.email.trim().toLowerCase() : "";
  if (!email.includes("@")) return { ok: false, reason: "email" };
  if (rules.issuer && typeof profile.iss === "string" && profile.iss.replace(/\/+$/, "") !== rules.issuer)
    return { ok: false, reason: "issuer" };
  const domain = email.slice(email.lastIndexOf("@") + 1);
  if (rules.allowedDomains.length > 0 && !rules.allowedDomains.includes(domain)) return { ok: false, reason: "domain" };
  const groups = groupsOf(profile[rules.groupsClaim]);
  if (rules.allowedGroups.length > 0 && !rules.allowedGroups.some((g) => groups.includes(g)))
    return { ok: false, reason: "group" };
  const role = rules.adminGroups.some((g) => groups.includes(g)) ? "admin" : rules.newUserRole;
  return { ok: true, role };
}

/** A groups claim as a list: an array of strings, or one string (some issuers send a single group so). */
function groupsOf(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.filter((g): g is string => typeof g === "string");
  return typeof claim === "string" ? [claim] : [];
}

/** The login page's words for each refusal (`/login?error=<code>`). */
export const OIDC_REFUSALS = {
  domain: "oidc_domain_not_allowed",
  group: "oidc_group_not_allowed",
  issuer: "oidc_wrong_issuer",
  email: "oidc_no_email",
} as const;

/**
 * Admissions decided during an OIDC callback, by email, for the account-creation hook that runs
 * later in the same callback (Better Auth does not pass the profile's groups to it). Short-lived.
 */
const globalForAdmissions = globalThis as unknown as {
  canopyOidcAdmissions?: Map<string, { role: "user" | "admin"; at: number }>;
};
const admissions = (globalForAdmissions.canopyOidcAdmissions ??= new Map());
const ADMISSION_MS = 5 * 60_000;

/**
 * Better Auth's `mapProfileToUser` for the OIDC provider: refuses a profile the rules do not admit
 * with a redirect to the login page naming why (nothing is created), and notes the role of an
 * admitted one for {@link takeOidcRole}.
 */
export function mapOidcProfile(rules: OidcRules) {
  return async (profile: Record<string, unknown>) => {
    const admission = admitProfile(profile, rules);
    if (!admission.ok) {
      logEvent("warn", "oidc.refused", { reason: admission.reason });
      throw new APIError("FOUND", undefined, { location: `/login?error=${OIDC_REFUSALS[admission.reason]}` });
    }
    const email = String(profile.email).trim().toLowerCase();
    const now = Date.now();
    for (const [key, value] of admissions) if (now - value.at > ADMISSION_MS) admissions.delete(key);
    admissions.set(email, { role: admission.role, at: now });
    return { email };
  };
}

/** The role an OIDC callback admitted `email` with just now (and forgets it), or null for any other sign-up. */
export function takeOidcRole(email: string): "user" | "admin" | null {
  const key = email.trim().toLowerCase();
  const found = admissions.get(key);
  admissions.delete(key);
  return found && Date.now() - found.at <= ADMISSION_MS ? found.role : null;
}

/** How people sign in on this instance: password (unless PASSWORD_SIGN_IN=off), and OIDC when configured. */
export function signInOptions(env: Env): { password: boolean; oidc: { name: string } | null } {
  const oidc = (env.OIDC_ISSUER || env.OIDC_DISCOVERY_URL) && env.OIDC_CLIENT_ID;
  return {
    password: env.PASSWORD_SIGN_IN !== "off",
    oidc: oidc ? { name: env.OIDC_NAME ?? "Single sign-on" } : null,
  };
}

const SIGN_IN_ERRORS: Record<string, string> = {
  [OIDC_REFUSALS.domain]: "Your email address's domain may not sign in to this instance.",
  [OIDC_REFUSALS.group]: "Your account is not in a group that may sign in to this instance.",
  [OIDC_REFUSALS.issuer]: "The sign-in came from an identity provider this instance does not trust.",
  [OIDC_REFUSALS.email]: "The identity provider did not share an email address.",
  issuer_mismatch: "The sign-in came from an identity provider this instance does not trust.",
  invalid_code: "The sign-in could not be completed (the code was refused). Start again.",
  state_mismatch: "The sign-in could not be completed (it did not match this browser's request). Start again.",
  please_restart_the_process: "The sign-in could not be completed. Start again.",
  unable_to_get_user_info: "The identity provider's answer could not be verified. Start again.",
  nonce_binding_missing: "The sign-in could not be completed. Start again.",
  signup_disabled: "Sign-up is closed on this instance. Ask an administrator for an account.",
};

/** The login page's sentence for a `?error=` code of a failed OIDC sign-in (unknown codes: a general one). */
export function signInErrorMessage(code: string | undefined): string | null {
  if (!code) return null;
  return SIGN_IN_ERRORS[code] ?? "The sign-in could not be completed. Start again.";
}
