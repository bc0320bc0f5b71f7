import "server-only";
import http from "node:http";

/**
 * HTTP methods no route of Canopy answers and that the server cannot even represent: the Fetch
 * `Request` that Next builds for every request refuses TRACE, TRACK and CONNECT ("HTTP method is
 * unsupported"), so they reached the client as a 500 in plain text (issue 32, finding 7).
 */
export const UNSUPPORTED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);

const ALLOW = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

let installed = false;

/**
 * Answers the {@link UNSUPPORTED_METHODS} with 405 Method Not Allowed (JSON, with Allow) in the
 * Node server itself, before Next sees the request. Installed once per server process from
 * instrumentation.ts; `server` is for tests (default: every http.Server of the process).
 *
 * @example
 * refuseUnsupportedMethods(); // in register()
 */
export function refuseUnsupportedMethods(proto: { emit: http.Server["emit"] } = http.Server.prototype): void {
  if (proto === http.Server.prototype) {
    if (installed) return;
    installed = true;
  }
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "request") {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      if (UNSUPPORTED_METHODS.has((request.method ?? "").toUpperCase())) {
        response.writeHead(405, { allow: ALLOW, "content-type": "application/json; charset=utf-8" });
        response.end(
          JSON.stringify({
            error: { code: "invalid:method", message: `The ${request.method} method is not allowed here.` },
          }),
        );
        request.resume();
        return true;
      }
    }
    return (emit as (event: string | symbol, ...rest: unknown[]) => boolean).call(this, event, ...args);
  } as http.Server["emit"];
}
