export * from "@/lib/shared/tree-types";
export * from "./window";
export * from "./entries";
export * from "./branch";
export * from "./selective";
export * from "./merge";
export * from "./lifecycle";
export * from "./structure";
