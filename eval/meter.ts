/**
 * Counts an engine's model calls and tokens (from the LLM engine's usage callback). The offline
 * engine makes no model calls: its figures stay zero. Cost is computed when prices are given
 * (USD per million tokens, `--price-in` / `--price-out`).
 */
export class Meter {
  calls = 0;
  inputTokens = 0;
  outputTokens = 0;
  constructor(private readonly prices: { input: number; output: number } | null = null) {}
  record(usage: { inputTokens: number; outputTokens: number }): void {
    this.calls++;
    this.inputTokens += usage.inputTokens;
    this.outputTokens += usage.outputTokens;
  }
  reset(): void {
    this.calls = 0;
    this.inputTokens = 0;
    this.outputTokens = 0;
  }
  /** Cost per `n` questions in USD, or null without prices. */
  cost(n: number): number | null {
    if (!this.prices) return null;
    return (this.inputTokens * this.prices.input + this.outputTokens * this.prices.output) / 1e6 / Math.max(1, n);
  }
}
