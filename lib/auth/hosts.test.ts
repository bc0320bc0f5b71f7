import { describe, expect, it } from "vitest";
import { hostnameOf, isAllowedHost, isSameOrigin, publicOrigin } from "./hosts";
import { jsonDepth } from "./body";

describe("Host allow-list", () => {
  it("accepts the loopback names with any port and APP_URL's host, nothing else", () => {
    for (const host of ["localhost", "localhost:3000", "127.0.0.1:8080", "[::1]:3000"])
      expect(isAllowedHost(host, undefined)).toBe(true);
    expect(isAllowedHost("attacker.example", undefined)).toBe(false);
    expect(isAllowedHost("127.0.0.1.attacker.example", undefined)).toBe(false);
    expect(isAllowedHost(null, undefined)).toBe(false);
    expect(isAllowedHost("canopy.example.com", "https://canopy.example.com")).toBe(true);
    expect(hostnameOf("[::1]:80")).toBe("[::1]");
  });
});

describe("same-origin check for state-changing requests", () => {
  const headers = (h: Record<string, string>) => new Headers(h);
  it("wants an Origin (or Referer) with the request's own host", () => {
    expect(isSameOrigin(headers({ host: "localhost:3000", origin: "http://localhost:3000" }), undefined)).toBe(true);
    expect(isSameOrigin(headers({ host: "localhost:3000", referer: "http://localhost:3000/c/x" }), undefined)).toBe(
      true,
    );
    expect(isSameOrigin(headers({ host: "localhost:3000", origin: "http://evil.example" }), undefined)).toBe(false);
    expect(isSameOrigin(headers({ host: "localhost:3000" }), undefined)).toBe(false);
    expect(isSameOrigin(headers({ host: "localhost:3000", origin: "null" }), undefined)).toBe(false);
    // DNS rebinding: Host and Origin agree, but the name is not ours.
    expect(isSameOrigin(headers({ host: "attacker.example", origin: "http://attacker.example" }), undefined)).toBe(
      false,
    );
    // Behind a TLS proxy: the public origin of APP_URL.
    expect(
      isSameOrigin(
        headers({ host: "canopy.example.com", origin: "https://canopy.example.com" }),
        "https://canopy.example.com",
      ),
    ).toBe(true);
  });
});

describe("JSON depth", () => {
  it("counts nesting without counting brackets inside strings", () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[["}]}')).toBe(3);
    expect(jsonDepth("[".repeat(50_000) + "]".repeat(50_000))).toBe(50_000);
    expect(jsonDepth('"\\"[["')).toBe(0);
  });
});

describe("publicOrigin", () => {
  it("is APP_URL's origin when set, else the request's allowed host over http, else unknown", () => {
    expect(publicOrigin("127.0.0.1:3000", "https://canopy.example.com/app")).toBe("https://canopy.example.com");
    expect(publicOrigin("127.0.0.1:3203", undefined)).toBe("http://127.0.0.1:3203");
    expect(publicOrigin("LOCALHOST:3000", undefined)).toBe("http://localhost:3000");
    expect(publicOrigin("evil.example:80", undefined)).toBeNull();
    expect(publicOrigin(null, undefined)).toBeNull();
  });
});
