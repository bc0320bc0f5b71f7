import { describe, expect, it } from "vitest";
import { embeddingKey, nearestByCosine } from "./dense";

describe("nearestByCosine", () => {
  it("ranks by the angle, not the length, best first, at most k", () => {
    const vectors = [
      [1, 0, 0],
      [0, 10, 0],
      [0.6, 0.8, 0],
      [0, 0, 0],
    ];
    expect(nearestByCosine(vectors, [0, 1, 0], 4)).toEqual([1, 2, 0, 3]);
    expect(nearestByCosine(vectors, [0, 1, 0], 2)).toEqual([1, 2]);
  });

  it("takes stored float32 vectors, keeps ties in their order, and scores a zero vector 0", () => {
    const stored = [Float32Array.from([0, 0]), Float32Array.from([2, 2]), Float32Array.from([1, 1])];
    expect(nearestByCosine(stored, Float32Array.from([1, 1]), 3)).toEqual([1, 2, 0]);
    expect(nearestByCosine(stored, [0, 0], 3)).toEqual([0, 1, 2]);
  });
});

describe("embeddingKey", () => {
  it("names a model by provider and id, or by the name it was given", () => {
    expect(embeddingKey("text-embedding-3-small")).toBe("text-embedding-3-small");
    const model = { provider: "openai.embedding", modelId: "text-embedding-3-small" } as Parameters<
      typeof embeddingKey
    >[0];
    expect(embeddingKey(model)).toBe("openai.embedding:text-embedding-3-small");
  });
});
