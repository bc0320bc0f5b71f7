import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { buildThreads } from "./scripts/build-threads.mjs";

/** Headers for every response, static files included (the proxy adds the per-request CSP with its nonce). */
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "same-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
  { key: "X-Frame-Options", value: "DENY" },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  serverExternalPackages: ["better-sqlite3", "@prisma/adapter-better-sqlite3", "pg", "sharp", "tesseract.js"],
  poweredByHeader: false,
  // `npm test` type-checks the whole tree first (`npm run typecheck`: `next typegen`, then tsc over
  // the same tsconfig, route types included) and sets CANOPY_TYPES_CHECKED=1 for its e2e build, which
  // then skips its own, identical check. Every other build checks the types.
  typescript: { ignoreBuildErrors: process.env.CANOPY_TYPES_CHECKED === "1" },
  experimental: {
    // Next keeps this much of a body for the proxy and cuts the rest silently (10 MB by default,
    // next/dist/server/body-streams.js): every route the proxy runs for reads less (the upload routes
    // are out of its matcher). Equal to PROXY_BODY_BUFFER_BYTES in lib/auth/body.ts.
    proxyClientMaxBodySize: 2 * 1024 * 1024,
    // Server action bodies; the proxy answers 413 above it first (Next itself answers 500). Equal to
    // SERVER_ACTION_MAX_BYTES in lib/auth/body.ts.
    serverActions: { bodySizeLimit: 1024 * 1024 },
    // Turbopack keeps its build cache in .next/ for the next build; a CI run builds once on a fresh
    // clone, where writing it only costs time (~20 s on the 2-core machine).
    turbopackFileSystemCacheForBuild: process.env.CI !== "true",
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

/**
 * `next build` and `next dev` first bundle the worker threads' entries into .next-threads/
 * (scripts/build-threads.mjs: Turbopack does not bundle Node worker entries), so every build the
 * server starts from has them.
 */
export default async function config(phase) {
  if (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER) await buildThreads();
  return nextConfig;
}
