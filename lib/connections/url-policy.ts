import "server-only";
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";

/**
 * Where a connection may point. The server calls the URL an administrator types, so a URL is also a
 * way to reach what only the server can (SSRF): the instance itself is always refused, and private,
 * loopback and link-local addresses (checked after DNS resolution, every address the name has)
 * unless CONNECTIONS_ALLOW_PRIVATE_URLS=1 says this instance talks to a model server on its own
 * machine or network (Ollama, LM Studio).
 */

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
] as const)
  PRIVATE.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const)
  PRIVATE.addSubnet(net, prefix, "ipv6");

/** Whether an IP address is private, loopback, link-local or unspecified (IPv4-mapped IPv6 included). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1]!, "ipv4");
  const family = isIP(address);
  if (family === 0) return false;
  return PRIVATE.check(address, family === 4 ? "ipv4" : "ipv6");
}

export interface UrlPolicyOptions {
  /** The hosts ("name:port") this instance is reached at: the request's Host, APP_URL's host. */
  selfHosts?: string[];
  allowPrivate?: boolean;
  /** The variable named in the refusal (another caller's flag, such as MCP_ALLOW_PRIVATE_URLS). */
  allowVariable?: string;
  /** Tests: a resolver instead of DNS. */
  resolve?: (hostname: string) => Promise<string[]>;
}

/**
 * Normalises and checks a connection URL: http(s) only, no user name or password in it, not this
 * instance, and no private address unless allowed. Returns the URL as given (trimmed).
 *
 * @throws AppError invalid:connection_url with the reason in plain words
 */
export async function checkConnectionUrl(raw: string, options: UrlPolicyOptions = {}): Promise<string> {
  const given = raw.trim();
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw refuse(`"${given.slice(0, 200)}" is not a URL: write it whole, as http://host:port/v1.`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw refuse("A connection URL starts with http:// or https://.");
  if (url.username || url.password)
    throw refuse("Put the key in the key field, not in the URL (the URL is shown to administrators as typed).");
  const env = getEnv();
  const self = new Set(
    [...(options.selfHosts ?? []), env.APP_URL ? safeHost(env.APP_URL) : null]
      .filter((h): h is string => Boolean(h))
      .map((h) => h.toLowerCase()),
  );
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  const hostname = url.hostname.toLowerCase();
  if (self.has(`${hostname}:${port}`) || self.has(url.host.toLowerCase()))
    throw refuse("That URL is this Canopy instance itself: a connection points at another server.");
  const allowPrivate = options.allowPrivate ?? env.CONNECTIONS_ALLOW_PRIVATE_URLS;
  if (allowPrivate) return given;
  const bare = hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(bare) ? [bare] : await resolveAll(bare, options.resolve);
  if (hostname === "localhost" || addresses.some(isPrivateAddress))
    throw refuse(
      `${url.host} is a private or loopback address, which this instance does not call. An administrator can allow it with ${options.allowVariable ?? "CONNECTIONS_ALLOW_PRIVATE_URLS"}=1 (a server on this machine or network).`,
    );
  return given;
}

async function resolveAll(hostname: string, resolve?: (h: string) => Promise<string[]>): Promise<string[]> {
  try {
    if (resolve) return await resolve(hostname);
    return (await lookup(hostname, { all: true })).map((a) => a.address);
  } catch {
    // An unknown name cannot reach anything private; the test says "no such host" in its words.
    return [];
  }
}

/** Tests: the resolver each request's check uses instead of DNS (null: DNS). */
let requestResolver: ((hostname: string) => Promise<string[]>) | null = null;

/** Tests only: answer the per-request address checks of {@link guardedFetch} with `resolve` (null: DNS again). */
export function setRequestResolver(resolve: ((hostname: string) => Promise<string[]>) | null): void {
  requestResolver = resolve;
}

/**
 * A fetch that checks every request's URL against the policy first, resolving its host again each
 * time: a name that resolved to a public address when the connection was saved and later answers
 * with a private one (DNS rebinding) is refused at that request, before anything is sent. The
 * instance itself is PORT on loopback and APP_URL here (no request Host at a turn's call).
 */
export function guardedFetch(
  options: UrlPolicyOptions = {},
  inner: typeof globalThis.fetch = (...args) => globalThis.fetch(...args),
): typeof globalThis.fetch {
  return async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    await checkConnectionUrl(url, {
      selfHosts: selfHostsOf(null),
      ...options,
      resolve: options.resolve ?? requestResolver ?? undefined,
    });
    return inner(input, init);
  };
}

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The "host:port" forms this instance answers at, from a request's Host header (a loopback name
 * stands for all of them) or, outside a request (the command line), PORT (default 3000) on loopback.
 */
export function selfHostsOf(host: string | null | undefined): string[] {
  const value = (host ?? `127.0.0.1:${process.env.PORT ?? "3000"}`).toLowerCase();
  const colon = value.lastIndexOf(":");
  const name = colon > 0 && !value.endsWith("]") ? value.slice(0, colon) : value;
  const port = colon > 0 && !value.endsWith("]") ? value.slice(colon + 1) : "80";
  return LOOPBACK_NAMES.includes(name) ? LOOPBACK_NAMES.map((n) => `${n}:${port}`) : [`${name}:${port}`];
}

function safeHost(url: string): string | null {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || (u.protocol === "https:" ? "443" : "80")}`;
  } catch {
    return null;
  }
}

function refuse(message: string): AppError {
  return new AppError("invalid:connection_url", message);
}
