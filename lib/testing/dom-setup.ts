import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Component tests (happy-dom): unmount what a test rendered, and forget what it stored or mocked.
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.clearAllMocks();
});
