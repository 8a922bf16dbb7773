import { rm } from "node:fs/promises";
import { connect, type Socket } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  killServers,
  preparedDataDir,
  type ServerProcess,
  startServer,
} from "../test/helpers/servers/server-process.ts";

/**
 * Shutdown, on a real process. A request is held in flight without a slow route in the
 * product: its JSON body is sent in two parts, and the server cannot answer before the second.
 */
let dataDir: string;
beforeAll(async () => {
  dataDir = await preparedDataDir();
});
afterAll(async () => {
  await killServers();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});
afterEach(killServers);

const BODY = '{"page_size":1}';

/** A search whose body is only half sent; `finish` sends the rest and reads the answer. */
async function halfSentRequest(port: number) {
  const socket = await open(port);
  let answer = "";
  socket.on("data", (chunk) => {
    answer += chunk.toString("utf8");
  });
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  socket.write(
    "POST /api/user/search-maids HTTP/1.1\r\nHost: localhost\r\n" +
      `Content-Type: application/json\r\nContent-Length: ${BODY.length}\r\n\r\n${BODY.slice(0, 5)}`,
  );
  return {
    async finish() {
      socket.write(BODY.slice(5));
      await closed;
      return answer;
    },
    socket,
  };
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
}

/**
 * Waits until a new connection is refused, which shows the listener is closed. A probe that
 * reached the kernel's queue as the listener closed is reset instead; the next one tells.
 */
async function untilRefused(port: number) {
  for (let tries = 0; tries < 100; tries++) {
    try {
      (await open(port)).destroy();
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      if (code !== "ECONNRESET") return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return "still accepting";
}

async function started(env: Record<string, string> = {}): Promise<[ServerProcess, number]> {
  const server = startServer({ DATA_DIR: dataDir, ...env });
  return [server, await server.port()];
}

describe("SIGTERM", { timeout: 60_000 }, () => {
  it("refuses new connections, finishes the request in flight, closes the database and exits 0", async () => {
    const [server, port] = await started();
    const request = await halfSentRequest(port);
    // Let the server read the headers, so the request is in flight, not merely connected.
    await new Promise((resolve) => setTimeout(resolve, 300));

    server.child.kill("SIGTERM");
    await server.waitFor(/SIGTERM received; finishing requests in flight/);
    expect(await untilRefused(port)).toBe("ECONNREFUSED");
    expect(server.child.exitCode).toBeNull();

    const answer = await request.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/"page_size":1/);
    expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/"msg":"closed"/);
  });

  it("exits at once, non-zero, on a second signal while shutdown waits for a hung request", async () => {
    const [server, port] = await started();
    const hung = await halfSentRequest(port);
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill("SIGTERM");
    await server.waitFor(/SIGTERM received; finishing/);
    const second = performance.now();
    server.child.kill("SIGTERM");
    expect(await server.exited).toEqual({ code: 143, signal: null });
    expect(performance.now() - second).toBeLessThan(2000);
    hung.socket.destroy();
  });

  it("exits non-zero once SHUTDOWN_TIMEOUT_SECONDS have passed with a request still hung", async () => {
    const [server, port] = await started({ SHUTDOWN_TIMEOUT_SECONDS: "1" });
    const hung = await halfSentRequest(port);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = performance.now();
    server.child.kill("SIGTERM");
    expect(await server.exited).toEqual({ code: 1, signal: null });
    const waited = performance.now() - signalled;
    expect(waited).toBeGreaterThanOrEqual(1000);
    expect(waited).toBeLessThan(5000);
    expect(server.output()).toMatch(/still in flight after 1 s; exiting anyway/);
    hung.socket.destroy();
  });
});

describe("start-up", { timeout: 60_000 }, () => {
  it("refuses to start in production, where plans carry GST, without the seller's GSTIN", async () => {
    const server = startServer({
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      ALLOW_SANDBOX_PAYMENTS: "1",
    });
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toMatch(/INVOICE_SELLER_GSTIN: is required when NODE_ENV=production/);
  });
});
