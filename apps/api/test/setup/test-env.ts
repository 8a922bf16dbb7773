import { format } from "node:util";
import { afterEach, beforeEach, expect, vi } from "vitest";

/** A console.error during a test is a bug somewhere, so it fails the test. */
let errors: string[] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(format(...args));
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  expect(errors, "console.error was called during the test").toEqual([]);
});
