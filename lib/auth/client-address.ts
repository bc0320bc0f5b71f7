import { BlockList, isIP } from "node:net";
import { getEnv } from "@/lib/env";

/**
 * The request header through which the auth endpoint hands Better Auth the client address it
 * worked out (Better Auth's `advanced.ipAddress.ipAddressHeaders`). The endpoint always removes a
 * value the client sent, and sets it only when the address is known.
 */
export const CLIENT_ADDRESS_HEADER = "x-canopy-client-address";

/**
 * What the auth endpoint hands Better Auth for a client whose address is unknown: the unspecified
 * address (never a real client's). Better Auth's limiter then counts all such requests in one
 * bucket, as our limits do (`address:unknown`), instead of warning at start that it cannot tell
 * clients apart and falling back to the same thing; sessions record it as unknown.
 */
export const UNKNOWN_CLIENT_ADDRESS = "0.0.0.0";

/**
 * The client's address (IPv4, or IPv6 in lower case; IPv4-mapped IPv6 as IPv4), or null when it
 * cannot be known. Rate limits key it with `addressBucket`.
 *
 * Next.js 16 gives route handlers no socket: `next start` sets X-Forwarded-For to the peer's
 * address only when the request has none, and passes a client's own X-Forwarded-For through
 * unchanged. So the header says who the peer is only when every request comes through a proxy that
 * writes it. Hence:
 * - `trusted` empty (TRUSTED_PROXIES unset, the default): X-Forwarded-For is ignored and the address
 *   is unknown (null). Callers count all such requests together; with `npm start`'s default
 *   127.0.0.1 binding they all come from this machine anyway.
 * - otherwise the chain is read from the right (the hop the last proxy saw), skipping the trusted
 *   proxies; the first untrusted hop is the client. A chain of trusted hops only is the leftmost
 *   (a request from a proxy's own machine); a malformed hop or no header is unknown.
 *
 * @throws Error when a TRUSTED_PROXIES entry is not an IP address or CIDR range
 */
export function clientAddress(headers: Headers, trusted: string[] = getEnv().TRUSTED_PROXIES): string | null {
  if (trusted.length === 0) return null;
  const proxies = trustedList(trusted);
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = parseHop(hops[i]!);
    if (!hop) return null;
    if (!proxies.check(hop.address, hop.family) || i === 0) return hop.address;
  }
  return null;
}

interface Hop {
  address: string;
  family: "ipv4" | "ipv6";
}

/** One X-Forwarded-For entry: an IPv4 or IPv6 address, optionally with a port ("1.2.3.4:80", "[::1]:80"). */
function parseHop(value: string): Hop | null {
  let text = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  if (mapped) text = mapped[1]!;
  const version = isIP(text);
  if (version === 4) return { address: text, family: "ipv4" };
  if (version === 6) return { address: text.toLowerCase(), family: "ipv6" };
  return null;
}

/**
 * The rate-limit key of a client address: IPv4 as it is, IPv6 by its /64 (one host usually has the
 * whole /64, so counting single IPv6 addresses would let it rotate through them).
 */
export function addressBucket(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros ("2001:db8::1" -> 2001 db8 0 0 0 0 0 1). */
function expandIPv6(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return groups.map((group) => (group.includes(".") ? group : Number.parseInt(group, 16).toString(16)));
}

const lists = new Map<string, BlockList>();

/**
 * Checks TRUSTED_PROXIES once at server start (instrumentation.ts), so that a wrong entry stops the
 * server with its message instead of failing every sign-in later.
 *
 * @throws Error when an entry is not an IP address or CIDR range
 */
export function assertTrustedProxies(entries: string[] = getEnv().TRUSTED_PROXIES): void {
  trustedList(entries);
}

function trustedList(entries: string[]): BlockList {
  const cacheKey = entries.join(",");
  let list = lists.get(cacheKey);
  if (!list) {
    list = new BlockList();
    for (const entry of entries) {
      const [address = "", prefix] = entry.split("/");
      const hop = parseHop(address);
      const bits = prefix === undefined ? undefined : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
      const max = hop?.family === "ipv4" ? 32 : 128;
      if (!hop || (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= max)))
        throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or a CIDR range (10.0.0.0/8, fd00::/8).`);
      list.addSubnet(hop.address, bits ?? max, hop.family);
    }
    lists.set(cacheKey, list);
  }
  return list;
}
