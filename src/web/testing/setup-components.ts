import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Each test renders into a fresh document, and leaves the real clock behind it.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
