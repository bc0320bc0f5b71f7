import { createServer, type Server } from "node:http";
import Provider from "oidc-provider";
import { freePort } from "./own-server";

/** An account of the test identity provider: signs in with its email as login (any password). */
export interface IdpAccount {
  email: string;
  groups?: string[];
}

/**
 * A real OpenID Connect provider for end-to-end tests (oidc-provider, certified by the OpenID
 * Foundation), on 127.0.0.1 and a free port: discovery, authorization code flow with PKCE required
 * (S256), signed ID tokens, the `iss` authorization response parameter (RFC 9207), its own login
 * form (dev interactions: login = the account's email). Consent is granted without a screen.
 *
 * `holdCallbacks`: the redirect back to the client is not followed but recorded (`callbacks`), and
 * the browser lands on a page of the provider saying so: a test can then replay or alter the
 * callback URL (a wrong issuer, a foreign state, a used code) and open it itself.
 */
export async function startTestIdp(opts: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  accounts: IdpAccount[];
}) {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const byEmail = new Map(opts.accounts.map((a) => [a.email, a]));
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: [opts.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        // What Better Auth sends when a client secret is set (Keycloak and Entra ID accept it too).
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    pkce: { required: () => true, methods: ["S256"] },
    scopes: ["openid", "email", "profile", "groups"],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"], groups: ["groups"] },
    // The claims in the ID token itself, as Keycloak and Entra ID send them.
    conformIdTokenClaims: false,
    cookies: { keys: ["canopy-test-idp-cookie-key"] },
    ttl: { AuthorizationCode: 60, Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: unknown, id: string) {
      const account = byEmail.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        async claims() {
          return {
            sub: `sub-${id}`,
            email: id,
            email_verified: true,
            name: id.split("@")[0],
            groups: account.groups ?? [],
          };
        },
      };
    },
    async loadExistingGrant(ctx: {
      oidc: { client: { clientId: string }; session: { accountId: string }; provider: Provider };
    }) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope("openid email profile groups");
      await grant.save();
      return grant;
    },
  });
  const handle = provider.callback();
  const state = { holdCallbacks: false, callbacks: [] as string[], requests: [] as string[] };
  const server: Server = createServer((req, res) => {
    state.requests.push(`${req.method} ${req.url}`);
    if (req.url === "/held") {
      res.writeHead(200, { "content-type": "text/html" }).end("<h1>Callback held by the test</h1>");
      return;
    }
    const setHeader = res.setHeader.bind(res);
    res.setHeader = (name: string, value: number | string | readonly string[]) => {
      if (state.holdCallbacks && name.toLowerCase() === "location" && String(value).startsWith(opts.redirectUri)) {
        state.callbacks.push(String(value));
        return setHeader(name, `${issuer}/held`);
      }
      return setHeader(name, value);
    };
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    issuer,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
