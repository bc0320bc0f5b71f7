// The layer rule: lower layers never import higher ones (DESIGN.md, "Layers").
//
// A layer is a list of folders (ending in "/") and files (without extension). A module may import
// its own layer and any layer below it. Each server layer is one folder (or, for the base layer,
// a few leaf files), so two folders can never import each other: no folder-level cycle can exist.
// Client code (components, query options, stores) may import client-safe layers and server
// actions, and anything else only as types (`import type`). Tests and lib/testing are exempt.
import path from "node:path";

/**
 * Which layer a repository-relative path (no extension) belongs to, or null. The most specific
 * entry wins: a single file named in a higher layer ("lib/memory/engines") sits above the rest of
 * its folder ("lib/memory/").
 */
export function layerOf(layers, file) {
  let best = null;
  let bestLength = -1;
  for (const layer of layers) {
    for (const entry of layer.paths) {
      const matches = entry.endsWith("/") ? file.startsWith(entry) || file === entry.slice(0, -1) : file === entry;
      if (matches && entry.length > bestLength) {
        best = layer;
        bestLength = entry.length;
      }
    }
  }
  return best;
}

function repoPath(root, absolute) {
  return path
    .relative(root, absolute)
    .split(path.sep)
    .join("/")
    .replace(/\.(tsx?|mjs|js)$/, "")
    .replace(/\/index$/, "");
}

function targetOf(root, fromFile, spec) {
  if (spec.startsWith("@/"))
    return spec
      .slice(2)
      .replace(/\.(tsx?|mjs|js)$/, "")
      .replace(/\/index$/, "");
  if (spec.startsWith("./") || spec.startsWith("../"))
    return repoPath(root, path.resolve(path.dirname(fromFile), spec));
  return null;
}

function isTypeOnly(node) {
  if (node.importKind === "type" || node.exportKind === "type") return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === "type" || s.exportKind === "type");
}

export function layersPlugin({ root, layers, client, exempt }) {
  const order = new Map(layers.map((layer, i) => [layer.name, i]));
  const isExempt = (file) => exempt.some((re) => re.test(file));
  const inClient = (file) => client.paths.some((entry) => file.startsWith(entry) || file === entry.slice(0, -1));
  const rule = {
    meta: {
      type: "problem",
      docs: { description: "Lower layers never import higher ones; client code imports server layers only as types." },
      schema: [],
      messages: {
        upward:
          "{{from}} may not import {{to}} ({{spec}}): a layer imports only itself and the layers below it ({{below}}). See eslint/layers.mjs.",
        client:
          "Client code may not import the server layer {{to}} ({{spec}}) except as a type; it may use {{allowed}}.",
        unclassified: "{{file}} belongs to no layer: add its folder to LAYERS in eslint.config.mjs.",
      },
    },
    create(context) {
      const file = repoPath(root, context.filename);
      if (isExempt(file)) return {};
      const fromClient = inClient(file);
      const from = fromClient ? null : layerOf(layers, file);
      if (!fromClient && !from) {
        if (file.startsWith("lib/")) {
          return { Program: (node) => context.report({ node, messageId: "unclassified", data: { file } }) };
        }
        return {};
      }
      const check = (node, source) => {
        if (!source || typeof source.value !== "string") return;
        const target = targetOf(root, context.filename, source.value);
        if (!target || isExempt(target)) return;
        if (inClient(target)) {
          // Only the entry layer (pages) renders client components.
          if (!fromClient && from.name !== client.renderedBy)
            context.report({
              node,
              messageId: "upward",
              data: { from: from.name, to: "client", spec: source.value, below: "" },
            });
          return;
        }
        const to = layerOf(layers, target);
        if (!to) return;
        if (fromClient) {
          if (client.allow.includes(to.name) || isTypeOnly(node)) return;
          context.report({
            node,
            messageId: "client",
            data: { to: to.name, spec: source.value, allowed: client.allow.join(", ") },
          });
          return;
        }
        if (order.get(to.name) <= order.get(from.name)) return;
        const below =
          layers
            .slice(0, order.get(from.name))
            .map((l) => l.name)
            .join(", ") || "none";
        context.report({
          node,
          messageId: "upward",
          data: { from: from.name, to: to.name, spec: source.value, below },
        });
      };
      return {
        ImportDeclaration: (node) => check(node, node.source),
        ExportNamedDeclaration: (node) => check(node, node.source),
        ExportAllDeclaration: (node) => check(node, node.source),
        ImportExpression: (node) => check(node, node.source),
      };
    },
  };
  return { rules: { layers: rule } };
}
