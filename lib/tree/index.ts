export * from "./types";
export * from "./window";
export * from "./branch";
export * from "./structure";
export { countTokens } from "./tokens";
