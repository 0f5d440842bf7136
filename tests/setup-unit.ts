import { afterEach, beforeEach, vi } from "vitest";

// jest-dom's matchers are for the component tests (a happy-dom environment); the other files
// skip its import.
if (typeof document !== "undefined") await import("@testing-library/jest-dom/vitest");

// A console.error during a unit test is a bug the test did not catch: fail on it.
let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called in a unit test: ${args.map(String).join(" ")}`);
  });
});
afterEach(() => {
  errorSpy.mockRestore();
});
