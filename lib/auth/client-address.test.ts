import { describe, expect, it } from "vitest";
import { addressBucket, assertTrustedProxies, clientAddress } from "./client-address";

const forwarded = (value?: string) => new Headers(value === undefined ? {} : { "x-forwarded-for": value });

describe("clientAddress", () => {
  it("ignores X-Forwarded-For without trusted proxies: any client can write it", () => {
    expect(clientAddress(forwarded("198.51.100.7"), [])).toBeNull();
    expect(clientAddress(forwarded(), [])).toBeNull();
  });

  it("reads the chain from the right, skipping trusted proxies (addresses and ranges)", () => {
    const trusted = ["10.0.0.1", "10.0.1.0/24", "fd00::/8"];
    expect(clientAddress(forwarded("1.1.1.1, 198.51.100.7, 10.0.1.9, 10.0.0.1"), trusted)).toBe("198.51.100.7");
    expect(clientAddress(forwarded("198.51.100.7"), trusted)).toBe("198.51.100.7");
    expect(clientAddress(forwarded("198.51.100.7, fd00::1"), trusted)).toBe("198.51.100.7");
    // Only trusted hops: the request came from a proxy's own machine.
    expect(clientAddress(forwarded("10.0.1.9, 10.0.0.1"), trusted)).toBe("10.0.1.9");
  });

  it("normalises: ports, IPv4-mapped IPv6, IPv6 case; a malformed hop or no header is unknown", () => {
    const trusted = ["127.0.0.1", "::1"];
    expect(clientAddress(forwarded("198.51.100.7:4242"), trusted)).toBe("198.51.100.7");
    expect(clientAddress(forwarded("::ffff:198.51.100.7, ::ffff:127.0.0.1"), trusted)).toBe("198.51.100.7");
    expect(clientAddress(forwarded("[2001:db8:1:2:aaaa::1]:80"), trusted)).toBe("2001:db8:1:2:aaaa::1");
    expect(clientAddress(forwarded("2001:DB8:1:2:bbbb::2"), trusted)).toBe("2001:db8:1:2:bbbb::2");
    // Rate limits count an IPv6 client by its /64.
    expect(addressBucket("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8:0001:0002:bbbb::2")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("198.51.100.7")).toBe("198.51.100.7");
    expect(clientAddress(forwarded("not-an-address, 127.0.0.1"), trusted)).toBeNull();
    expect(clientAddress(forwarded(), trusted)).toBeNull();
  });

  it("refuses a TRUSTED_PROXIES entry that is not an address or range", () => {
    for (const entry of ["proxy.example.com", "10.0.0.0/33", "10.0.0.0/", "::1/129"])
      expect(() => clientAddress(forwarded("198.51.100.7"), [entry])).toThrow(/TRUSTED_PROXIES/);
  });
});

describe("assertTrustedProxies", () => {
  it("accepts addresses and CIDR ranges, and refuses anything else with the entry named", () => {
    expect(() => assertTrustedProxies(["10.0.0.0/8", "127.0.0.1", "fd00::/8"])).not.toThrow();
    expect(() => assertTrustedProxies(["10.0.0.0/33"])).toThrow(/TRUSTED_PROXIES: "10.0.0.0\/33"/);
    expect(() => assertTrustedProxies(["proxy.local"])).toThrow(/TRUSTED_PROXIES: "proxy.local"/);
  });
});
