import { z } from "zod";

/**
 * Runs in the browser before the app's own code (Next's client instrumentation). Zod compiles its
 * object parsers with `new Function` when it may: its probe for that is an `eval` that the pages'
 * Content-Security-Policy blocks and reports (a violation on every /c/ page, where the chat's
 * schemas are built: issue 32, finding 8). Told to stay "jitless", Zod never makes the probe; the
 * parsers are the same, only not compiled.
 */
z.config({ jitless: true });
