import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { text } from "node:stream/consumers";

export interface FakeOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}

export interface FakePayment {
  id: string;
  order_id: string;
  status: string;
  amount: number;
  currency: string;
  method: string;
}

/**
 * A local stand-in for Razorpay's Orders API (POST /v1/orders, GET /v1/orders/{id}/payments),
 * checking the key pair by HTTP basic auth as Razorpay does. `mode` makes it misbehave: hang
 * (never answers), fail (a 500 with Razorpay's error body), refuse (a 400).
 */
export async function startFakeRazorpay(keyId: string, keySecret: string) {
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment[]>();
  const state = { mode: "ok" as "ok" | "hang" | "fail" | "refuse", calls: 0 };
  let counter = 0;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;

  const error = (code: string, description: string) =>
    JSON.stringify({ error: { code, description, source: "NA", step: "NA", reason: "NA" } });

  async function handle(request: IncomingMessage): Promise<[number, string] | undefined> {
    state.calls++;
    if (state.mode === "hang") return undefined;
    if (state.mode === "fail") return [500, error("SERVER_ERROR", "We are facing some trouble")];
    if (state.mode === "refuse") return [400, error("BAD_REQUEST_ERROR", "The request is invalid")];
    if (request.headers.authorization !== expectedAuth)
      return [401, error("BAD_REQUEST_ERROR", "Authentication failed")];
    const url = new URL(request.url ?? "/", "http://fake");
    if (request.method === "POST" && url.pathname === "/v1/orders") {
      const body = JSON.parse(await text(request)) as Omit<FakeOrder, "id">;
      const order = { ...body, id: `order_Fake${String(++counter).padStart(10, "0")}` };
      orders.set(order.id, order);
      return [
        200,
        JSON.stringify({ ...order, entity: "order", status: "created", amount_paid: 0 }),
      ];
    }
    const match = /^\/v1\/orders\/([A-Za-z0-9_]+)\/payments$/.exec(url.pathname);
    if (request.method === "GET" && match) {
      if (!orders.has(match[1]!))
        return [400, error("BAD_REQUEST_ERROR", "The id provided does not exist")];
      const items = payments.get(match[1]!) ?? [];
      return [200, JSON.stringify({ entity: "collection", count: items.length, items })];
    }
    return [404, error("BAD_REQUEST_ERROR", "The requested URL was not found on the server.")];
  }

  const hanging = new Set<import("node:http").ServerResponse>();
  const server: Server = createServer((request, response) => {
    handle(request).then((answer) => {
      if (!answer) {
        hanging.add(response);
        return;
      }
      response.writeHead(answer[0], { "content-type": "application/json" }).end(answer[1]);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    payments,
    state,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;
