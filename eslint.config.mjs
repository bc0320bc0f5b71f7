import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import nextPlugin from "@next/eslint-plugin-next";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { layersPlugin } from "./eslint/layers.mjs";

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * The server layers, bottom first. Folders end in "/"; single files are named without extension.
 * A module imports its own layer and the layers below it, never one above.
 */
export const LAYERS = [
  // Pure helpers every layer may use: errors, environment, the redacting error log, formatting, HTTP shapes, text,
  // lib/observability (request ids, JSON logs, metrics), and
  // lib/shared (small client-safe helpers that server code and components both use, and the tree's
  // plain data types: the vocabulary database rows are mapped to).
  {
    name: "base",
    paths: [
      "lib/errors",
      "lib/env",
      "lib/log",
      "lib/format",
      "lib/http",
      "lib/theme",
      "lib/text/",
      "lib/shared/",
      "lib/observability/",
    ],
  },
  // Offline text heuristics (pure, no I/O): sentences, tokens, BM25, passages, statements, filler, fields, claims,
  // answer extraction.
  { name: "extract", paths: ["lib/extract/"] },
  { name: "db", paths: ["lib/db/"] },
  // Worker threads (base only): the read models above build a wide tree in one (lib/graph/tree-load.ts).
  { name: "threads", paths: ["lib/jobs/thread"] },
  // Live updates: change events published by writes and delivered to open conversations (LISTEN/NOTIFY on
  // PostgreSQL, in-process on SQLite); what a reader may see is decided above, when an event is read.
  { name: "live", paths: ["lib/live/"] },
  // The provider registry and the offline model; its answerer is given from above (lib/memory/context-answer.ts).
  { name: "ai", paths: ["lib/ai/"] },
  // Memory: knowledge trees (engines, build, append, navigate, retrieve, ask), node memory (fold, recall) and their
  // persistence. Above lib/ai: it gives the offline model its answerer (the same retrieval); the engine choice for a
  // project's model (lib/memory/engines.ts) sits in its own layer above.
  { name: "memory", paths: ["lib/memory/"] },
  { name: "tree", paths: ["lib/tree/"] },
  // Read models: lib/db rows with lib/tree's rules applied (node windows, the tree with capabilities).
  { name: "views", paths: ["lib/views/"] },
  { name: "graph", paths: ["lib/graph/"] },
  { name: "auth", paths: ["lib/auth/", "lib/session"] },
  // Provider connections managed in the app (keys encrypted with the instance secret), the registry's
  // refresh, and where a turn resolves its model and parameters.
  { name: "connections", paths: ["lib/connections/"] },
  // MCP servers registered for the instance, their tools and one call (the MCP client); see lib/tools/types.ts.
  { name: "tools", paths: ["lib/tools/"] },
  // Images: content-addressed storage, decoding, downscaling, thumbnails and OCR (off the event loop).
  { name: "media", paths: ["lib/media/"] },
  { name: "jobs", paths: ["lib/jobs/"] },
  // Which engine builds and walks a project's trees: the offline one or the LLM engine on the project's model.
  { name: "engines", paths: ["lib/memory/engines"] },
  { name: "search", paths: ["lib/search/"] },
  { name: "transfer", paths: ["lib/transfer/"] },
  { name: "knowledge", paths: ["lib/knowledge/"] },
  { name: "context", paths: ["lib/context/"] },
  { name: "tree-ops", paths: ["lib/tree-ops/"] },
  { name: "chat", paths: ["lib/chat/"] },
  { name: "workers", paths: ["lib/workers/"] },
  { name: "actions", paths: ["lib/actions/"] },
  // The API's operations (/api/v1, the OpenAPI document, the MCP server, the CLI's remote mode): over the actions.
  { name: "api", paths: ["lib/api/"] },
  { name: "entry", paths: ["app/", "cli/", "instrumentation", "proxy"] },
];

/** Client code: server actions and client-safe layers by value, every other layer only as types. */
const CLIENT = {
  paths: ["components/", "lib/query/", "lib/stores/"],
  allow: ["base", "tree", "graph", "actions"],
  renderedBy: "entry",
};

/** Tests, test helpers and tools (benchmarks, evals, scripts) may import any layer. */
const EXEMPT = [/\.test$/, /^lib\/testing\//, /^(bench|eval|e2e|scripts)\//];

const canopy = layersPlugin({ root, layers: LAYERS, client: CLIENT, exempt: EXEMPT });

export default tseslint.config(
  {
    ignores: [
      ".next/**",
      ".next-threads/**",
      "out/**",
      "node_modules/**",
      "lib/db/generated/**",
      "lib/db/generated-pg/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      "data/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "@next/next": nextPlugin, "import-x": importX, canopy },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/extensions": [".ts", ".tsx"],
    },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs["core-web-vitals"].rules,
      // TypeScript checks names; ESLint's no-undef does not know its globals and types.
      "no-undef": "off",
      // Import cycles: eslint/cycles.test.ts over the whole repository (type-only and dynamic imports
      // too, ~3 s), not import-x/no-cycle, the slowest rule (the whole lint: 66 s of CPU with it, 49 s
      // without), which saw value imports only.
      "import-x/no-self-import": "error",
      "canopy/layers": "error",
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["../*"], message: "Import from another folder with the @/ alias (same folder: ./)." }],
        },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // React's rules where React code lives: components, pages, the client's queries and stores, and
    // any .tsx (the plugin is registered for every file above). The recommended set runs the React
    // Compiler's analysis on every function it sees: nothing to find in server modules (app's route
    // handlers and their .ts tests included), eval tables and benches.
    files: ["components/**", "app/**/*.tsx", "lib/query/**", "lib/stores/**", "**/*.tsx"],
    ignores: ["**/*.test.ts"],
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // Node scripts.
    files: ["**/*.mjs"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Tests and Playwright fixtures are not React: `useTestDatabase()` and Playwright's `use` are not hooks.
    files: ["**/*.test.ts", "e2e/**", "lib/testing/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter, which must be an object
    // pattern: a fixture that needs none is written `async ({}, use) => ...`.
    files: ["e2e/**"],
    rules: { "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }] },
  },
  {
    // Only lib/db (and test helpers) open the database: every other layer calls a query of lib/db.
    files: ["**/*.{ts,tsx}"],
    ignores: [
      "lib/db/**",
      "lib/testing/**",
      "**/*.test.ts",
      "**/*.test.tsx",
      "bench/**",
      "eval/**",
      "e2e/**",
      "scripts/**",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.name='getDb']",
          message: "Only lib/db calls getDb(): put the query in lib/db and call it.",
        },
      ],
    },
  },
);
