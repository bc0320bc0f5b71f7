import { dirname, relative, resolve } from "node:path";
import ts from "typescript";
import { hasFlag, stringArg } from "./args";

/**
 * The route of a chat turn through the code (issue 39): a static walk of the call graph from
 * `startTurn` (lib/chat/turn.ts), with the TypeScript checker resolving every call to its
 * declaration. Each project function is entered once, at its first call, in source order (nested
 * callbacks included: the stream's onFinish is part of the turn); calls into node_modules and the
 * generated Prisma client are not followed. Entering a function in another file and coming back
 * from it are moves between files. Printed: the files visited, the returns (moves into a file the
 * route had already left) and the number of functions entered, cut off after --max steps (400).
 * Deterministic: the same code gives the same figures.
 *
 * Two walks: "plumbing" enters the model and the memory and text algorithms as one step each
 * without following them (OPAQUE: what they do inside is not the turn's route; a remote model is
 * not our code at all), "full" follows everything.
 *
 *   npx tsx bench/turn-route.ts [--max N] [--from file#function] [--json] [--route] [--files]
 */
const MAX_STEPS = Number(stringArg("--max", "400"));
const [startFile, startName] = stringArg("--from", "lib/chat/turn.ts#startTurn").split("#");

const root = resolve(dirname(new URL(import.meta.url).pathname), "..");
const config = ts.getParsedCommandLineOfConfigFile(
  resolve(root, "tsconfig.json"),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: () => {},
  },
);
if (!config) throw new Error("tsconfig.json could not be read");
const program = ts.createProgram([resolve(root, startFile)], { ...config.options, noEmit: true });
const checker = program.getTypeChecker();

type Fn = ts.FunctionLikeDeclaration & { body: ts.Node };
const inProject = (file: ts.SourceFile) =>
  !file.isDeclarationFile && !file.fileName.includes("/node_modules/") && !/lib\/db\/generated/.test(file.fileName);

/** The function a call expression runs, when it is one of the project's with a body. */
function callee(call: ts.CallExpression | ts.NewExpression): Fn | null {
  let symbol = checker.getSymbolAtLocation(
    ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression,
  );
  if (!symbol) return null;
  if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  for (const decl of symbol.declarations ?? []) {
    const fn = functionOf(decl);
    if (fn && inProject(fn.getSourceFile())) return fn;
  }
  return null;
}

function functionOf(decl: ts.Declaration): Fn | null {
  if ((ts.isFunctionDeclaration(decl) || ts.isMethodDeclaration(decl)) && decl.body) return decl as Fn;
  if (ts.isVariableDeclaration(decl) && decl.initializer) {
    const init = decl.initializer;
    if ((ts.isArrowFunction(init) || ts.isFunctionExpression(init)) && init.body) return init as Fn;
  }
  if (
    ts.isPropertyAssignment(decl) &&
    (ts.isArrowFunction(decl.initializer) || ts.isFunctionExpression(decl.initializer))
  )
    return decl.initializer as Fn;
  return null;
}

/** Entered as one step, not followed, in the plumbing walk. */
const OPAQUE = ["lib/ai/offline-model.ts", "lib/memory/", "lib/extract/", "lib/text/"];

const fileOf = (node: ts.Node) => relative(root, node.getSourceFile().fileName);
const nameOf = (fn: Fn) =>
  fn.name?.getText() ?? (ts.isVariableDeclaration(fn.parent) ? fn.parent.name.getText() : "(anonymous)");

const source = program.getSourceFile(resolve(root, startFile));
if (!source) throw new Error(`${startFile} is not in the program`);
let start: Fn | null = null;
source.forEachChild((node) => {
  if (ts.isFunctionDeclaration(node) && node.name?.text === startName) start = node as Fn;
});
if (!start) throw new Error(`${startName} not found in ${startFile}`);

/** One walk from `start`; `opaque`: files entered but not followed. */
function walk(opaque: string[]) {
  const entered = new Set<ts.Node>();
  /** Files in the order the route is in them (one entry per move between files). */
  const route: string[] = [];
  const steps: string[] = [];
  let cut = false;
  const at = (file: string) => {
    if (route.at(-1) !== file) route.push(file);
  };
  const enter = (fn: Fn) => {
    if (entered.has(fn) || cut) return;
    if (steps.length >= MAX_STEPS) {
      cut = true;
      return;
    }
    entered.add(fn);
    const file = fileOf(fn);
    steps.push(`${file}#${nameOf(fn)}`);
    at(file);
    if (opaque.some((o) => file.startsWith(o))) return;
    const visit = (node: ts.Node) => {
      if (cut) return;
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        // Arguments are evaluated before the call.
        ts.forEachChild(node, visit);
        const target = callee(node);
        if (target && !entered.has(target)) {
          enter(target);
          at(file); // back from it
        }
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(fn.body);
  };
  enter(start!);
  const seen = new Set<string>();
  let returns = 0;
  for (const file of route) {
    if (seen.has(file)) returns++;
    seen.add(file);
  }
  return { files: seen.size, returns, functions: steps.length, cutOff: cut, route, fileList: [...seen] };
}

const plumbing = walk(OPAQUE);
const full = walk([]);
const brief = ({ files, returns, functions, cutOff }: ReturnType<typeof walk>) => ({
  files,
  returns,
  functions,
  cutOff,
});
if (hasFlag("--json"))
  console.log(
    JSON.stringify({ turnRoute: { from: `${startFile}#${startName}`, plumbing: brief(plumbing), full: brief(full) } }),
  );
else {
  const line = (name: string, w: ReturnType<typeof walk>) =>
    `  ${name.padEnd(10)} ${String(w.files).padStart(4)} files  ${String(w.returns).padStart(4)} returns  ${String(w.functions).padStart(4)} functions${w.cutOff ? ` (cut off after ${MAX_STEPS} steps)` : ""}`;
  console.log(
    `\nThe turn's route from ${startFile}#${startName} (static call graph, each function entered once; returns: moves back into a file already left):\n` +
      `${line("plumbing", plumbing)}   (model, lib/memory, lib/extract, lib/text entered, not followed)\n` +
      `${line("full", full)}`,
  );
  if (hasFlag("--route")) console.log(plumbing.route.map((f, i) => `  ${i + 1}. ${f}`).join("\n"));
  if (hasFlag("--files")) console.log(plumbing.fileList.join("\n"));
}
