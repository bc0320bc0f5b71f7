/**
 * Runs the MCP conformance CLI (@modelcontextprotocol/conformance) on Node 20: its build imports
 * `globSync` from node:fs (Node 22+), used only to gather results of client runs. This loader hook
 * gives that one import an empty stand-in; the server scenarios never call it.
 *
 * Usage: node --import ./scripts/conformance-node20.mjs node_modules/@modelcontextprotocol/conformance/dist/index.js server --url URL
 */
import { register } from "node:module";

if (!("globSync" in (await import("node:fs")))) {
  register(
    "data:text/javascript," +
      encodeURIComponent(`
        export async function load(url, context, next) {
          const result = await next(url, context);
          if (url.includes("@modelcontextprotocol/conformance/dist/") && result.source) {
            const text = String(result.source);
            if (text.includes("globSync as o,"))
              return { ...result, source: text.replace("globSync as o,", "") + "\\nfunction o() { return []; }\\n" };
          }
          return result;
        }`),
  );
}
