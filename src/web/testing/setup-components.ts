import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// A form's rules load on first use (a lazy chunk): on a busy 2-core CI machine that import alone can take seconds,
// past Testing Library's 1 s for a findBy or waitFor.
configure({ asyncUtilTimeout: 10_000 });

// Each test renders into a fresh document, and leaves the real clock behind it.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
