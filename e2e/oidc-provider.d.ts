// The part of oidc-provider 8 (no bundled types) that e2e/test-idp.ts uses.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    Grant: new (init: { clientId: string; accountId: string }) => {
      addOIDCScope(scope: string): void;
      save(): Promise<string>;
    };
  }
}
