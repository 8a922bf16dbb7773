import dns from "node:dns";
import net from "node:net";

/**
 * Tests talk only to this machine. A connection to any other address means some code would
 * call a real provider (SMS, payments, storage) from a test, so it is refused before it leaves:
 * loopback addresses, `localhost` and unix sockets pass, everything else throws.
 */
const loopback = new net.BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");
loopback.addSubnet("::ffff:127.0.0.0", 104, "ipv6");

function isLocal(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (name === "localhost" || name.endsWith(".localhost")) return true;
  const family = net.isIP(name);
  return family !== 0 && loopback.check(name, family === 4 ? "ipv4" : "ipv6");
}

export class OutsideNetworkError extends Error {
  override name = "OutsideNetworkError";
  constructor(readonly host: string) {
    super(
      `Blocked a connection to ${host}: tests may reach only this machine (loopback, ` +
        "localhost, unix sockets). Use a local fake of the provider.",
    );
  }
}

let blocked: OutsideNetworkError[] = [];

function refuseUnlessLocal(host: string) {
  if (isLocal(host)) return;
  const error = new OutsideNetworkError(host);
  blocked.push(error);
  throw error;
}

/**
 * The host a `socket.connect(...)` call aims at, or undefined for a unix socket. Node passes its
 * own calls (net.connect, tls.connect, http) as one normalised array of arguments.
 */
function targetHost(args: unknown[]): string | undefined {
  const [first, second] = Array.isArray(args[0]) ? args[0] : args;
  if (typeof first === "object" && first !== null) {
    const options = first as { path?: string; host?: string };
    return options.path ? undefined : (options.host ?? "localhost");
  }
  if (typeof first === "string" && !/^\d+$/.test(first)) return undefined;
  return typeof second === "string" ? second : "localhost";
}

/**
 * The functions as Node made them. A worker runs many test files and gives each a fresh copy of
 * this module but keeps one `net` and `dns`, so every install wraps these, not the last wrapper.
 */
interface Originals {
  connect: (...args: unknown[]) => net.Socket;
  lookup: (...args: unknown[]) => void;
  lookupAsync: (...args: unknown[]) => Promise<unknown>;
}
const shared = globalThis as { [key: symbol]: Originals | undefined };
const ORIGINALS = Symbol.for("sahayi.network-guard");
shared[ORIGINALS] ??= {
  connect: net.Socket.prototype.connect as Originals["connect"],
  lookup: dns.lookup as Originals["lookup"],
  lookupAsync: dns.promises.lookup as Originals["lookupAsync"],
};
const originals = shared[ORIGINALS];

/** Patches this worker's sockets and name lookups; fetch, http, tls and postgres.js use them. */
export function installNetworkGuard() {
  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
    const host = targetHost(args);
    if (host !== undefined) refuseUnlessLocal(host);
    return originals.connect.apply(this, args);
  } as typeof net.Socket.prototype.connect;
  dns.lookup = ((hostname: string, ...rest: unknown[]) => {
    refuseUnlessLocal(hostname);
    return originals.lookup(hostname, ...rest);
  }) as typeof dns.lookup;
  dns.promises.lookup = ((hostname: string, ...rest: unknown[]) => {
    refuseUnlessLocal(hostname);
    return originals.lookupAsync(hostname, ...rest);
  }) as typeof dns.promises.lookup;
}

/** Connections refused since the last call; the test setup fails a test that made any. */
export function takeBlockedConnections(): OutsideNetworkError[] {
  const taken = blocked;
  blocked = [];
  return taken;
}
