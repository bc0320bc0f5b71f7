import type { ModelOption } from "@/lib/ai/providers";

/** "vision · tools · 128k context · $0.15/$0.60 per 1M": only what is known. */
export function ModelCapabilities({ capabilities }: { capabilities: ModelOption["capabilities"] }) {
  if (!capabilities) return null;
  const parts = [
    capabilities.vision ? "vision" : null,
    capabilities.tools ? "tools" : null,
    capabilities.contextWindow ? `${formatTokens(capabilities.contextWindow)} context` : null,
    capabilities.price
      ? `$${capabilities.price.input.toFixed(2)}/$${capabilities.price.output.toFixed(2)} per 1M tokens`
      : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <span className="text-[11px] text-stone-500" data-testid="model-capabilities">
      {parts.join(" · ")}
    </span>
  );
}

function formatTokens(n: number): string {
  return n >= 1_000_000 ? `${Math.round(n / 100_000) / 10}M` : `${Math.round(n / 1000)}k`;
}
