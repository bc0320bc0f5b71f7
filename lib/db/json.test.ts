import { describe, expect, it } from "vitest";
import { jsonIds, rawJson } from "./json";

describe("rawJson", () => {
  it("parses SQLite's text and passes PostgreSQL's parsed value through", () => {
    expect(rawJson('[{"id":"a"}]')).toEqual([{ id: "a" }]);
    expect(rawJson([{ id: "a" }])).toEqual([{ id: "a" }]);
    expect(rawJson({ a: 1 })).toEqual({ a: 1 });
  });

  it("reads a missing or broken column as null", () => {
    expect(rawJson(null)).toBeNull();
    expect(rawJson(undefined)).toBeNull();
    expect(rawJson("{not json")).toBeNull();
  });
});

describe("jsonIds", () => {
  it("keeps the strings of an id list only", () => {
    expect(jsonIds(["a", 1, "b", null])).toEqual(["a", "b"]);
    expect(jsonIds({ a: "b" })).toEqual([]);
  });
});
