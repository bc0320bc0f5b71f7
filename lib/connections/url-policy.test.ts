import { describe, expect, it } from "vitest";
import { checkConnectionUrl, guardedFetch, isPrivateAddress, selfHostsOf } from "./url-policy";

const publicDns = async () => ["93.184.216.34"];

describe("where a connection may point", () => {
  it("knows private, loopback, link-local and mapped addresses", () => {
    for (const a of [
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.10",
      "127.0.0.1",
      "169.254.169.254",
      "::1",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      "0.0.0.0",
    ])
      expect([a, isPrivateAddress(a)]).toEqual([a, true]);
    for (const a of ["93.184.216.34", "8.8.8.8", "2606:4700::1111"])
      expect([a, isPrivateAddress(a)]).toEqual([a, false]);
  });

  it("accepts a public https URL as given", async () => {
    expect(await checkConnectionUrl(" https://api.example.com/v1 ", { resolve: publicDns, allowPrivate: false })).toBe(
      "https://api.example.com/v1",
    );
  });

  it("refuses private and loopback addresses, also behind a name, unless allowed", async () => {
    const opts = { allowPrivate: false, resolve: async () => ["10.0.0.5"] };
    await expect(checkConnectionUrl("http://127.0.0.1:11434/v1", opts)).rejects.toThrow(
      /CONNECTIONS_ALLOW_PRIVATE_URLS/,
    );
    await expect(checkConnectionUrl("http://localhost:11434/v1", opts)).rejects.toThrow(/private or loopback/);
    await expect(checkConnectionUrl("http://llm.internal/v1", opts)).rejects.toThrow(/private or loopback/);
    await expect(checkConnectionUrl("http://[::1]:8080/v1", opts)).rejects.toThrow(/private or loopback/);
    expect(await checkConnectionUrl("http://127.0.0.1:11434/v1", { allowPrivate: true })).toBe(
      "http://127.0.0.1:11434/v1",
    );
  });

  it("always refuses the instance itself, by any loopback name", async () => {
    const selfHosts = selfHostsOf("127.0.0.1:3204");
    for (const url of ["http://127.0.0.1:3204/api/v1", "http://localhost:3204/v1"])
      await expect(checkConnectionUrl(url, { allowPrivate: true, selfHosts })).rejects.toThrow(/this Canopy instance/);
    expect(await checkConnectionUrl("http://127.0.0.1:4204/v1", { allowPrivate: true, selfHosts })).toBe(
      "http://127.0.0.1:4204/v1",
    );
  });

  it("refuses other schemes, credentials in the URL and text that is no URL", async () => {
    const opts = { allowPrivate: true };
    await expect(checkConnectionUrl("ftp://example.com", opts)).rejects.toThrow(/http:\/\/ or https:\/\//);
    await expect(checkConnectionUrl("http://user:pw@example.com/v1", opts)).rejects.toThrow(/key field/);
    await expect(checkConnectionUrl("not a url", opts)).rejects.toMatchObject({ code: "invalid:connection_url" });
  });
});

describe("every request of a connection checks its address again (DNS rebinding)", () => {
  it("sends while the name resolves to a public address, refuses once it resolves to a private one", async () => {
    const answers = [["93.184.216.34"], ["10.0.0.7"]];
    const asked: string[] = [];
    const sent: string[] = [];
    const fetch = guardedFetch(
      {
        allowPrivate: false,
        resolve: async (host) => {
          asked.push(host);
          return answers.shift() ?? [];
        },
      },
      async (input) => {
        sent.push(String(input));
        return new Response("{}");
      },
    );
    expect((await fetch("https://models.example.com/v1/chat/completions")).status).toBe(200);
    await expect(fetch(new URL("https://models.example.com/v1/chat/completions"))).rejects.toMatchObject({
      code: "invalid:connection_url",
      message: expect.stringMatching(/private or loopback/),
    });
    expect(asked).toEqual(["models.example.com", "models.example.com"]);
    expect(sent).toEqual(["https://models.example.com/v1/chat/completions"]);
  });

  it("refuses the instance itself at request time too", async () => {
    const sent: unknown[] = [];
    const fetch = guardedFetch({ allowPrivate: true, selfHosts: ["canopy.example:443"] }, async (input) => {
      sent.push(input);
      return new Response("{}");
    });
    await expect(fetch("https://canopy.example/v1/models")).rejects.toMatchObject({ code: "invalid:connection_url" });
    expect(sent).toEqual([]);
  });
});
