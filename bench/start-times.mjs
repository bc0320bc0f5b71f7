// How long `npm start` takes to serve on a fresh clone, the first time (it builds) and the second
// time (the build stamp says nothing changed: no build). Target: the second under 20 s.
//
//   npm run bench:start                 clone HEAD to a temporary folder, reuse this checkout's node_modules
//   npm run bench:start -- --npm-ci     ... and run `npm ci` there first (adds minutes: better-sqlite3 compiles)
//   npm run bench:start -- --keep       keep the temporary clone
//   npm run bench:start -- --reuse-build  second start only: copy this checkout's build (.next, which
//                                       must be stamped current for HEAD: `npm run build` on a clean
//                                       checkout) instead of building; for a busy machine where a
//                                       fresh build takes many minutes
//
// Prints one JSON line: { firstStartSeconds?, secondStartSeconds, npmCiSeconds?, target, met }.
import { execFileSync, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(fileURLToPath(new URL("..", import.meta.url)));
const args = new Set(process.argv.slice(2));
const dir = mkdtempSync(join(tmpdir(), "canopy-start-"));

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Runs `npm start` in the clone; resolves with the seconds until / answers, then stops it. */
async function timeStart(port) {
  const started = performance.now();
  const child = spawn("npm", ["start"], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${join(dir, "data", "bench.db")}`,
      NEXT_TELEMETRY_DISABLED: "1",
      CHECKPOINT_DISABLE: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise((r) => child.once("exit", r));
  try {
    for (;;) {
      const code = await Promise.race([exited.then(() => "exited"), poll(port)]);
      if (code === "exited") throw new Error(`npm start exited before serving:\n${output.slice(-3000)}`);
      if (code === "up") return (performance.now() - started) / 1000;
    }
  } finally {
    process.kill(-child.pid, "SIGTERM");
    await exited;
    // npm exits before the Next server it started lets go of the port: a start measured while the
    // old server still answers would time nothing (0.4 s was once printed so).
    await portClosed(port);
  }
}

/** Resolves once nothing answers on `port` any more. */
async function portClosed(port) {
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/login`, { redirect: "manual" });
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function poll(port) {
  await new Promise((r) => setTimeout(r, 250));
  try {
    const response = await fetch(`http://127.0.0.1:${port}/login`, { redirect: "manual" });
    return response.status < 500 ? "up" : "down";
  } catch {
    return "down";
  }
}

try {
  execFileSync("git", ["clone", "--quiet", "--no-hardlinks", root, dir], { stdio: "inherit" });
  let npmCiSeconds;
  if (args.has("--npm-ci")) {
    const t = performance.now();
    execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: dir, stdio: "inherit" });
    npmCiSeconds = (performance.now() - t) / 1000;
  } else {
    cpSync(join(root, "node_modules"), join(dir, "node_modules"), { recursive: true, verbatimSymlinks: true });
  }
  const port = await freePort();
  let firstStartSeconds;
  if (args.has("--reuse-build")) {
    cpSync(join(root, ".next"), join(dir, ".next"), { recursive: true, verbatimSymlinks: true });
    try {
      execFileSync("node", ["scripts/build-stamp.mjs", "check"], { cwd: dir, stdio: "pipe" });
    } catch (error) {
      throw new Error(
        `--reuse-build: this checkout's build is not stamped current for HEAD (run \`npm run build\` on a clean checkout first): ${String(error.stdout ?? error.stderr ?? error)}`,
        { cause: error },
      );
    }
  } else {
    firstStartSeconds = await timeStart(port);
  }
  // A port of its own too: nothing of the first start can answer for it.
  const secondStartSeconds = await timeStart(await freePort());
  console.log(
    JSON.stringify({
      ...(firstStartSeconds ? { firstStartSeconds: Math.round(firstStartSeconds * 10) / 10 } : {}),
      secondStartSeconds: Math.round(secondStartSeconds * 10) / 10,
      ...(npmCiSeconds ? { npmCiSeconds: Math.round(npmCiSeconds) } : {}),
      target: "second start < 20 s",
      met: secondStartSeconds < 20,
    }),
  );
} finally {
  if (!args.has("--keep")) rmSync(dir, { recursive: true, force: true });
}
