import type { FastifyBaseLogger } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { exitOnSignals } from "./shutdown.ts";

type Handler = (signal: NodeJS.Signals) => void;
let handlers: Map<string, Handler>;
let exit: ReturnType<typeof vi.fn>;
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

beforeEach(() => {
  vi.useFakeTimers();
  handlers = new Map();
  vi.spyOn(process, "on").mockImplementation(((event: string, handler: Handler) => {
    handlers.set(event, handler);
    return process;
  }) as typeof process.on);
  exit = vi.fn();
  vi.spyOn(process, "exit").mockImplementation(exit as unknown as typeof process.exit);
  for (const fn of Object.values(log)) fn.mockClear();
});

afterEach(() => {
  vi.mocked(process.on).mockRestore();
  vi.mocked(process.exit).mockRestore();
  vi.useRealTimers();
});

/** Installs the handlers with a close the test finishes itself. */
function install(timeoutSeconds = 10) {
  let finish = (_error?: Error) => {};
  const close = vi.fn(
    () => new Promise<void>((resolve, reject) => (finish = (e) => (e ? reject(e) : resolve()))),
  );
  exitOnSignals({ log: log as unknown as FastifyBaseLogger, timeoutSeconds, close });
  const signal = (name: NodeJS.Signals) => handlers.get(name)!(name);
  return { close, finish: (error?: Error) => finish(error), signal };
}

describe("exitOnSignals", () => {
  it("listens to SIGTERM and SIGINT", () => {
    install();
    expect([...handlers.keys()].sort()).toEqual(["SIGINT", "SIGTERM"]);
  });

  for (const name of ["SIGTERM", "SIGINT"] as const) {
    it(`${name}: closes once, then exits 0`, async () => {
      const { close, finish, signal } = install(7);
      signal(name);
      expect(close).toHaveBeenCalledTimes(1);
      expect(log.info).toHaveBeenCalledWith(expect.stringContaining(name));
      expect(log.info).toHaveBeenCalledWith(expect.stringContaining("7 s"));
      expect(exit).not.toHaveBeenCalled();
      finish();
      await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
      expect(log.info).toHaveBeenCalledWith("closed");
    });
  }

  it("a second signal exits at once with 128 + the signal's number", () => {
    for (const [name, code] of [
      ["SIGINT", 130],
      ["SIGTERM", 143],
    ] as const) {
      const { close, signal } = install();
      signal("SIGTERM");
      // The real process.exit never returns.
      exit.mockImplementationOnce((status: number) => {
        throw new Error(`exit ${status}`);
      });
      expect(() => signal(name)).toThrow(`exit ${code}`);
      expect(log.warn).toHaveBeenLastCalledWith(expect.stringContaining(name));
      expect(close).toHaveBeenCalledTimes(1);
    }
  });

  it("exits 1 when closing fails", async () => {
    const { finish, signal } = install();
    signal("SIGTERM");
    finish(new Error("stuck"));
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
    expect(log.error).toHaveBeenCalledWith({ err: new Error("stuck") }, "closing failed");
  });

  it("exits 1 when requests are still in flight after the timeout, not before", () => {
    const { signal } = install(3);
    signal("SIGTERM");
    vi.advanceTimersByTime(2999);
    expect(exit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(exit).toHaveBeenCalledWith(1);
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining("3 s"));
  });
});
