/**
 * The drill's load: households that sign up with a photo, pay for a plan through the sandbox
 * and reveal helpers' numbers, and helpers who register with photos and pay their fee, all
 * through nginx, each client from a loopback address of its own (127.0.x.y), so nginx hands
 * the API a different client for each and per-address limits count each alone.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import { crc32, deflateSync } from "node:zlib";
import {
  accountsPaths,
  birthDatesForAges,
  contactsPaths,
  maidRegistrationPaths,
  PRIVACY_POLICY_VERSION,
  paymentsPaths,
} from "@sahayi/contract";

export interface Answer {
  /** 0 when no answer came: the connection failed or was cut. */
  status: number;
  body: Buffer;
  json(): Record<string, unknown>;
}

/** What the load did, for the report and the checks. */
export interface Tally {
  requests: number;
  statuses: Map<number, number>;
  /** Writes the API answered as done: each must be in the database afterwards. */
  acks: {
    signUps: string[];
    payments: { phone: string; orderId: string }[];
    reveals: { phone: string; maidId: string }[];
    registrations: { phone: string; orderId: string }[];
  };
  /** Reveals past the plan's enquiries, which must all be refused. */
  overQuota: { sent: number; refused: number };
  /** Flows cut short by the kill (502 from nginx, a closed connection): where each stopped. */
  interrupted: string[];
  /** Answers no rule allows: a 500, a wrong refusal, a granted reveal past the quota. */
  problems: string[];
}

export const newTally = (): Tally => ({
  requests: 0,
  statuses: new Map(),
  acks: { signUps: [], payments: [], reveals: [], registrations: [] },
  overQuota: { sent: 0, refused: 0 },
  interrupted: [],
  problems: [],
});

export const ackCount = ({ acks }: Tally) =>
  acks.signUps.length + acks.payments.length + acks.reveals.length + acks.registrations.length;

/** What every flow needs to know of the catalogue. */
export interface Catalogue {
  /** The API processes' own ports, where the drill reads the codes "sent by SMS". */
  apiPorts: number[];
  plan: { id: number; enquiries: number };
  /** Approved helpers' public ids, at least the plan's enquiries and one more. */
  helpers: string[];
  reference: {
    district: number;
    constituency: number;
    caste: number;
    shift: number;
    language: number;
    categories: number[];
  };
}

class Interrupted extends Error {}
class Unexpected extends Error {}

/** Statuses that mean the process behind nginx went away, not that the API said no. */
const CUT = new Set([0, 502, 503, 504]);
const PASSWORD = "drill password 2026";

export class Client {
  token: string | undefined;
  constructor(
    private readonly port: number,
    readonly address: string,
    private readonly tally: Tally,
  ) {}

  async call(
    method: string,
    path: string,
    body?: { json: unknown } | { form: FormData },
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    let payload: Buffer | undefined;
    const sent: Record<string, string> = { ...headers };
    if (this.token) sent.authorization = `Bearer ${this.token}`;
    if (body && "json" in body) {
      payload = Buffer.from(JSON.stringify(body.json));
      sent["content-type"] = "application/json";
    } else if (body) {
      // The multipart body exactly as fetch would send the form.
      const request = new Request("http://drill/", { method: "POST", body: body.form });
      payload = Buffer.from(await request.arrayBuffer());
      sent["content-type"] = request.headers.get("content-type")!;
    }
    const answer = await send(this.port, this.address, method, path, sent, payload);
    this.tally.requests += 1;
    this.tally.statuses.set(answer.status, (this.tally.statuses.get(answer.status) ?? 0) + 1);
    return answer;
  }

  /** The answer when it is `status`; else the flow stops, cut by the kill or wrongly answered. */
  async expect(status: number, method: string, path: string, body?: Parameters<Client["call"]>[2]) {
    const answer = await this.call(method, path, body);
    if (answer.status === status) return answer;
    if (CUT.has(answer.status)) throw new Interrupted(`${method} ${path}: ${answer.status}`);
    throw new Unexpected(
      `${method} ${path}: ${answer.status} ${answer.body.toString("utf8").slice(0, 200)} (expected ${status})`,
    );
  }
}

function send(
  port: number,
  localAddress: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  payload: Buffer | undefined,
): Promise<Answer> {
  return new Promise((resolve) => {
    const failed = () => resolve(answer(0, Buffer.alloc(0)));
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        localAddress,
        method,
        path,
        headers,
        agent: false,
        timeout: 60_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve(answer(response.statusCode ?? 0, Buffer.concat(chunks))));
        response.on("error", failed);
      },
    );
    request.on("error", failed);
    request.on("timeout", () => request.destroy());
    request.end(payload);
  });
}

const answer = (status: number, body: Buffer): Answer => ({
  status,
  body,
  json: () => JSON.parse(body.toString("utf8")) as Record<string, unknown>,
});

/** A PNG of its own (random colours), so every upload is a new image with a new key. */
export function uniquePng(size = 96): Buffer {
  const row = (y: number) =>
    Buffer.concat([Buffer.from([0]), randomBytes(size * 3).map((v) => (v + y) & 255)]);
  const pixels = Buffer.concat(Array.from({ length: size }, (_, y) => row(y)));
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const photo = () => new Blob([new Uint8Array(uniquePng())], { type: "image/png" });

/**
 * A verification token for the phone: a code asked for through nginx, then read as the phone
 * would receive it. The console provider keeps codes in the memory of the process that sent
 * them, so each process is asked; a code sent by the process just killed never arrives.
 */
async function verified(
  client: Client,
  phone: string,
  purpose: "signup" | "maid_registration",
  apiPorts: number[],
) {
  await client.expect(200, "POST", accountsPaths.requestOtp, {
    json: { mobile_number: phone, purpose },
  });
  const inboxes = await Promise.all(
    apiPorts.map((port) =>
      // As this client (the processes trust X-Forwarded-For from loopback): the general limit
      // counts these reads against it, not against one address shared by every client.
      fetch(`http://127.0.0.1:${port}${accountsPaths.devSms}?mobile_number=${phone}`, {
        headers: { "x-forwarded-for": client.address },
      }).then(
        async (answer) => (answer.ok ? ((await answer.json()).messages as { text: string }[]) : []),
        () => [],
      ),
    ),
  );
  const otp = inboxes
    .flat()
    .map(({ text }) => /^([0-9]{4}) /.exec(text)?.[1])
    .find(Boolean);
  if (!otp) throw new Interrupted("no code in either process");
  const checked = await client.expect(200, "POST", accountsPaths.verifyOtp, {
    json: { mobile_number: phone, purpose, otp },
  });
  return String(checked.json().verification_token);
}

/** Pays an order through the sandbox's checkout; the verified payment is acknowledged. */
async function pay(client: Client, orderId: string) {
  const proof = await client.expect(200, "POST", paymentsPaths.sandboxComplete, {
    json: { razorpay_order_id: orderId, outcome: "success" },
  });
  await client.expect(200, "POST", paymentsPaths.verify, { json: proof.json() });
}

/**
 * A household: sign-up with a photo, login, a plan paid, every enquiry spent on a helper
 * (the first asked for twice at once: charged once), then one helper more, which must be refused.
 */
export async function household(client: Client, phone: string, catalogue: Catalogue, tally: Tally) {
  const form = new FormData();
  const fields = {
    name: "Drill Household",
    mobile_number: phone,
    whatsapp_number: phone,
    email: `household${phone}@example.in`,
    password: PASSWORD,
    address: "Vazhuthacaud",
    location: String(catalogue.reference.district),
    pincode: "695014",
    privacy_policy_version: PRIVACY_POLICY_VERSION,
    verification_token: await verified(client, phone, "signup", catalogue.apiPorts),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("profile_picture", photo(), "me.png");
  await client.expect(201, "POST", accountsPaths.signUp, { form });
  tally.acks.signUps.push(phone);

  const login = await client.expect(200, "POST", accountsPaths.login, {
    json: { mobile_number: phone, password: PASSWORD },
  });
  client.token = String(login.json().access_token);
  const order = await client.expect(200, "POST", paymentsPaths.purchasePlan, {
    json: { plan_id: catalogue.plan.id },
  });
  const orderId = String(order.json().razorpay_order_id);
  await pay(client, orderId);
  tally.acks.payments.push({ phone, orderId });

  const { enquiries } = catalogue.plan;
  const reveal = (maidId: string) =>
    client.expect(200, "POST", contactsPaths.purchaseMaid, { json: { maid_id: maidId } });
  const [first, ...rest] = catalogue.helpers.slice(0, enquiries);
  await Promise.all([reveal(first!), reveal(first!)]);
  tally.acks.reveals.push({ phone, maidId: first! });
  for (const maidId of rest) {
    await reveal(maidId);
    tally.acks.reveals.push({ phone, maidId });
  }
  const past = await client.call("POST", contactsPaths.purchaseMaid, {
    json: { maid_id: catalogue.helpers[enquiries] },
  });
  tally.overQuota.sent += 1;
  if (CUT.has(past.status)) throw new Interrupted(`${contactsPaths.purchaseMaid}: ${past.status}`);
  if (past.status >= 400 && past.status < 500) tally.overQuota.refused += 1;
  else
    tally.problems.push(`${phone}: a reveal past ${enquiries} enquiries answered ${past.status}`);
}

/** A helper registers with her photo and one picture of her work, and pays the fee. */
export async function registration(client: Client, phone: string, catalogue: Catalogue) {
  const { reference } = catalogue;
  const form = new FormData();
  const fields = {
    name: "Drill Helper",
    mobile_number: phone,
    whatsapp_number: phone,
    email: `helper${phone}@example.in`,
    shift: String(reference.shift),
    category_ids: JSON.stringify(reference.categories.slice(0, 2)),
    address: "TC 12/345, Pattom",
    location: String(reference.district),
    sub_location: String(reference.constituency),
    pincode: "695004",
    caste: String(reference.caste),
    gender: "Female",
    date_of_birth: birthDatesForAges(35, 35).to,
    maid_language: String(reference.language),
    maid_accomodation: "Yes",
    age: "35",
    maid_experience: "6",
    privacy_policy_version: PRIVACY_POLICY_VERSION,
    verification_token: await verified(client, phone, "maid_registration", catalogue.apiPorts),
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("profile_picture", photo(), "me.png");
  form.append("additional_images", photo(), "work.png");
  const order = await client.expect(201, "POST", `${maidRegistrationPaths.registration}/`, {
    form,
  });
  const orderId = String(order.json().razorpay_order_id);
  await pay(client, orderId);
  return orderId;
}

/** Runs one flow, sorting how it ended into the tally. */
export async function runFlow(tally: Tally, flow: () => Promise<void>) {
  try {
    await flow();
  } catch (error) {
    if (error instanceof Interrupted) tally.interrupted.push(error.message);
    else if (error instanceof Unexpected) tally.problems.push(error.message);
    else throw error;
  }
}
