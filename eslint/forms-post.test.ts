import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every form of the app submits with `method="post"`. Forms are handled by React (`onSubmit` with
 * `preventDefault`); a press before the page's scripts have loaded falls back to the browser's own
 * submit, which is a GET by default: the fields (a password, an API key) would land in the address
 * bar, the history and the server's logs. As a POST they reach no log and no URL.
 */
function formsWithoutPost(source: string): number {
  const code = source.replace(/\{\/\*[\s\S]*?\*\/\}|\/\/[^\n]*/g, "");
  const forms = code.match(/<form[\s>]/g)?.length ?? 0;
  const posted = code.match(/<form\s+method="post"[\s>]/g)?.length ?? 0;
  return forms - posted;
}

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") ? [path] : [];
  });
}

describe("forms post", () => {
  it("tells a form without method=post from one with it", () => {
    expect(formsWithoutPost(`<form\n  className="x"\n  onSubmit={f}>`)).toBe(1);
    expect(formsWithoutPost(`<form method="post" onSubmit={f}>`)).toBe(0);
    expect(formsWithoutPost(`{/* Not a <form>: nested */}`)).toBe(0);
  });

  it("every form in components/ and app/ posts", () => {
    const missing = ["components", "app"]
      .flatMap(tsxFiles)
      .filter((file) => formsWithoutPost(readFileSync(file, "utf8")) > 0);
    expect(missing).toEqual([]);
  });
});
