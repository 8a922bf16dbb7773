import { vi } from "vitest";

/**
 * Moves the clock the server reads (Date only: timers and the database keep running) to
 * `start`; the function it returns sets it `seconds` after. The test file's afterEach puts
 * real timers back.
 */
export function clockAt(start: number) {
  vi.useFakeTimers({ toFake: ["Date"], now: start });
  return (seconds: number) => vi.setSystemTime(start + seconds * 1000);
}
