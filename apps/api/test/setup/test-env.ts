import { format } from "node:util";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { installNetworkGuard, takeBlockedConnections } from "./network-guard.ts";

installNetworkGuard();

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
  // Fails the test even when the code under test caught the guard's error and carried on.
  const blocked = takeBlockedConnections().map((error) => error.message);
  expect(blocked, "the test tried to reach another machine").toEqual([]);
});
