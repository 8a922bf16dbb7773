import { once } from "node:events";
import { createServer } from "node:http";
import net, { type AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { takeBlockedConnections } from "./network-guard.ts";

/** What fetch rejects with when the guard stops it: undici wraps the socket's error. */
const stoppedByGuard = (host: string) => ({
  cause: expect.objectContaining({
    name: "OutsideNetworkError",
    message: expect.stringContaining(`Blocked a connection to ${host}`),
  }),
});

describe("the network guard of the API tests", () => {
  it("stops fetch to an outside address, and the test setup would fail the test", async () => {
    await expect(fetch("http://203.0.113.1/")).rejects.toMatchObject(stoppedByGuard("203.0.113.1"));
    // Taken here so this test passes; any other test that tried would fail in afterEach.
    expect(takeBlockedConnections().map((error) => error.host)).toEqual(["203.0.113.1"]);
  });

  it("stops a host name before it is looked up, over TLS too", async () => {
    await expect(fetch("https://example.com/")).rejects.toMatchObject(
      stoppedByGuard("example.com"),
    );
    expect(takeBlockedConnections()).toHaveLength(1);
  });

  it("stops plain sockets (database drivers, SMTP)", () => {
    expect(() => net.connect(5432, "10.0.0.1")).toThrow("Blocked a connection to 10.0.0.1");
    expect(takeBlockedConnections()).toHaveLength(1);
  });

  it("lets connections to this machine through", async () => {
    const server = createServer((_request, response) => response.end("ok"));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    try {
      for (const host of ["127.0.0.1", "localhost"]) {
        expect(await (await fetch(`http://${host}:${port}/`)).text()).toBe("ok");
      }
    } finally {
      server.close();
    }
  });
});
