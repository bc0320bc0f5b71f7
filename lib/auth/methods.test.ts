import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseUnsupportedMethods } from "./methods";

// Issue 32, finding 7: `TRACE /api/v1/projects` was a 500 in plain text (Next cannot build a Fetch
// Request for TRACE). The Node server now answers 405 with Allow, before the app sees it.
class TestServer extends http.Server {}

let server: TestServer;
let port: number;
beforeAll(async () => {
  refuseUnsupportedMethods(TestServer.prototype);
  // What Next does with every request: build a Fetch Request (TRACE throws here, hence the 500).
  server = new TestServer((req, res) => {
    try {
      new Request(`http://localhost${req.url}`, { method: req.method });
      res.writeHead(200).end("ok");
    } catch {
      res.writeHead(500).end("Internal Server Error");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(method: string): Promise<{ status: number; allow?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: "/api/v1/projects" }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, allow: res.headers.allow, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("methods the server cannot represent", () => {
  it("TRACE is 405 with Allow and a JSON error, not 500 (Node's parser itself refuses TRACK and CONNECT)", async () => {
    for (const method of ["TRACE", "trace"]) {
      const answer = await send(method);
      expect([method, answer.status]).toEqual([method, 405]);
      expect(answer.allow).toContain("GET");
      expect(JSON.parse(answer.body).error.code).toBe("invalid:method");
    }
  });

  it("other methods go through to the app", async () => {
    expect((await send("GET")).status).toBe(200);
    expect((await send("DELETE")).status).toBe(200);
  });
});
