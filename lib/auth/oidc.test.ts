import { describe, expect, it } from "vitest";
import { getEnv } from "@/lib/env";
import { admitProfile, oidcRules, signInErrorMessage, signInOptions } from "./oidc";

const rules = (vars: Record<string, string>) => oidcRules(getEnv({ ...vars } as unknown as NodeJS.ProcessEnv));

describe("who an OIDC sign-in admits", () => {
  const domainOnly = rules({
    OIDC_ISSUER: "https://id.example.com/",
    OIDC_ALLOWED_DOMAINS: "Example.com, @corp.example",
  });

  it("admits an allowed domain (case and a leading @ ignored) and refuses the others", () => {
    expect(admitProfile({ email: "Ann@EXAMPLE.com" }, domainOnly)).toEqual({ ok: true, role: "user" });
    expect(admitProfile({ email: "bo@corp.example" }, domainOnly)).toEqual({ ok: true, role: "user" });
    expect(admitProfile({ email: "eve@example.com.evil.test" }, domainOnly)).toEqual({ ok: false, reason: "domain" });
    expect(admitProfile({ email: "eve@sub.example.com" }, domainOnly)).toEqual({ ok: false, reason: "domain" });
    expect(admitProfile({ email: "no-at-sign" }, domainOnly)).toEqual({ ok: false, reason: "email" });
    expect(admitProfile({}, domainOnly)).toEqual({ ok: false, reason: "email" });
  });

  it("refuses a token from another issuer (a trailing slash is the same issuer)", () => {
    expect(admitProfile({ email: "a@example.com", iss: "https://id.example.com" }, domainOnly).ok).toBe(true);
    expect(admitProfile({ email: "a@example.com", iss: "https://evil.example.com" }, domainOnly)).toEqual({
      ok: false,
      reason: "issuer",
    });
  });

  it("with groups: admits members of an allowed group, and makes admin-group members admins", () => {
    const grouped = rules({
      OIDC_ALLOWED_GROUPS: "canopy-users,canopy-admins",
      OIDC_ADMIN_GROUPS: "canopy-admins",
      OIDC_GROUPS_CLAIM: "roles",
    });
    expect(admitProfile({ email: "a@x.test", roles: ["canopy-users"] }, grouped)).toEqual({ ok: true, role: "user" });
    expect(admitProfile({ email: "b@x.test", roles: "canopy-admins" }, grouped)).toEqual({ ok: true, role: "admin" });
    expect(admitProfile({ email: "c@x.test", roles: ["staff"] }, grouped)).toEqual({ ok: false, reason: "group" });
    expect(admitProfile({ email: "c@x.test", groups: ["canopy-users"] }, grouped)).toEqual({
      ok: false,
      reason: "group",
    });
  });

  it("without rules admits anyone with an email, with OIDC_NEW_USER_ROLE", () => {
    expect(admitProfile({ email: "a@any.test" }, rules({}))).toEqual({ ok: true, role: "user" });
    expect(admitProfile({ email: "a@any.test" }, rules({ OIDC_NEW_USER_ROLE: "admin" }))).toEqual({
      ok: true,
      role: "admin",
    });
  });
});

describe("the login page's options and messages", () => {
  it("shows OIDC when an issuer and a client are set, and password unless PASSWORD_SIGN_IN=off", () => {
    expect(signInOptions(getEnv({} as unknown as NodeJS.ProcessEnv))).toEqual({ password: true, oidc: null });
    expect(
      signInOptions(
        getEnv({
          OIDC_ISSUER: "https://id.example.com",
          OIDC_CLIENT_ID: "canopy",
          OIDC_NAME: "Example ID",
          PASSWORD_SIGN_IN: "off",
        } as unknown as NodeJS.ProcessEnv),
      ),
    ).toEqual({ password: false, oidc: { name: "Example ID" } });
  });

  it("words every refusal, and a general sentence for an unknown code", () => {
    expect(signInErrorMessage("oidc_domain_not_allowed")).toMatch(/domain/);
    expect(signInErrorMessage("issuer_mismatch")).toMatch(/does not trust/);
    expect(signInErrorMessage("<script>")).toBe("The sign-in could not be completed. Start again.");
    expect(signInErrorMessage(undefined)).toBeNull();
  });
});
