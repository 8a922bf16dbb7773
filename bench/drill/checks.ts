/**
 * The drill's rules, checked after the load in the database itself and against each API
 * process directly: every acknowledged write is there, no plan is overspent or granted twice,
 * every stored image is served by every process, and the shared limit counted once for all.
 */
import { IMAGE_SIZES, paymentsPaths } from "@sahayi/contract";
import type postgres from "postgres";
import type { Tally } from "./load.ts";

export interface Findings {
  rows: number;
  images: number;
  problems: string[];
}

export async function checkDatabase(
  sql: postgres.Sql,
  tally: Tally,
): Promise<Findings & { keys: string[] }> {
  const { acks } = tally;
  const problems: string[] = [];
  let rows = 0;

  const users = await sql<{ phone: string; image: string | null }[]>`
    select mobile_number as phone, profile_image as image from users
    where mobile_number = any(${acks.signUps})`;
  rows += users.length;
  const userImage = new Map(users.map((user) => [user.phone, user.image]));
  for (const phone of acks.signUps) {
    if (!userImage.has(phone)) problems.push(`sign-up of ${phone} acknowledged, no user row`);
    else if (!userImage.get(phone))
      problems.push(`sign-up of ${phone} acknowledged without its photo`);
  }

  const orderIds = [...acks.payments, ...acks.registrations].map((each) => each.orderId);
  const payments = await sql<{ orderId: string; status: string; grants: number }[]>`
    select p.provider_order_id as "orderId", p.status,
      (select count(*)::int from subscriptions s where s.payment_id = p.id) as grants
    from payments p where p.provider_order_id = any(${orderIds})`;
  rows += payments.length;
  const payment = new Map(payments.map((row) => [row.orderId, row]));
  for (const { phone, orderId } of acks.payments) {
    const row = payment.get(orderId);
    if (row?.status !== "paid")
      problems.push(`plan paid by ${phone} acknowledged, payment ${row?.status ?? "missing"}`);
    else if (row.grants !== 1) problems.push(`plan paid by ${phone} granted ${row.grants} times`);
  }

  // No payment granted twice, no plan spent past its enquiries, each spent one a helper bought.
  const subscriptions = await sql<
    { id: number; paymentId: number | null; total: number; used: number; bought: number }[]
  >`
    select s.id, s.payment_id as "paymentId", s.enquiries_total as total, s.enquiries_used as used,
      (select count(*)::int from purchased_helpers ph where ph.subscription_id = s.id) as bought
    from subscriptions s`;
  rows += subscriptions.length;
  const grantsOf = new Map<number, number>();
  for (const { id, paymentId, total, used, bought } of subscriptions) {
    if (used > total) problems.push(`subscription ${id}: ${used} of ${total} enquiries used`);
    if (used !== bought)
      problems.push(`subscription ${id}: ${used} used, ${bought} helpers bought on it`);
    if (paymentId !== null) grantsOf.set(paymentId, (grantsOf.get(paymentId) ?? 0) + 1);
  }
  for (const [paymentId, grants] of grantsOf) {
    if (grants > 1) problems.push(`payment ${paymentId} granted ${grants} subscriptions`);
  }

  const bought = await sql<{ phone: string; maidId: string }[]>`
    select u.mobile_number as phone, h.public_id as "maidId"
    from purchased_helpers ph join users u on u.id = ph.user_id join helpers h on h.id = ph.helper_id
    where u.mobile_number = any(${acks.signUps})`;
  rows += bought.length;
  const purchases = new Set(bought.map(({ phone, maidId }) => `${phone} ${maidId}`));
  for (const { phone, maidId } of acks.reveals) {
    if (!purchases.has(`${phone} ${maidId}`))
      problems.push(`reveal of ${maidId} by ${phone} acknowledged, not recorded`);
  }

  const registered = await sql<
    { phone: string; status: string; image: string; gallery: string[] }[]
  >`
    select mobile_number as phone, status, profile_image as image, gallery from helpers
    where mobile_number = any(${acks.registrations.map((each) => each.phone)})`;
  rows += registered.length;
  for (const { phone, orderId } of acks.registrations) {
    const rowsOf = registered.filter((row) => row.phone === phone);
    if (rowsOf.length !== 1)
      problems.push(`registration of ${phone}: ${rowsOf.length} helper rows`);
    else if (rowsOf[0]!.status !== "pending")
      problems.push(`registration of ${phone} paid, helper ${rowsOf[0]!.status}`);
    if (payment.get(orderId)?.status !== "paid")
      problems.push(`fee of ${phone} acknowledged, not paid`);
  }

  const keys = [
    ...users.flatMap((user) => (user.image ? [user.image] : [])),
    ...registered.flatMap((helper) => [helper.image, ...helper.gallery]),
  ];
  return { rows, images: 0, problems, keys };
}

/** Every size of every image, from each process straight (no nginx cache): the same bytes. */
export async function checkImages(keys: string[], apiPorts: number[]): Promise<Findings> {
  const problems: string[] = [];
  let images = 0;
  for (const key of keys) {
    for (const size of Object.keys(IMAGE_SIZES)) {
      const bodies = await Promise.all(
        apiPorts.map(async (port) => {
          const answer = await fetch(`http://127.0.0.1:${port}/media/${key}/${size}.webp`);
          const body = Buffer.from(await answer.arrayBuffer());
          if (answer.status !== 200 || body.length === 0) {
            problems.push(`image ${key}/${size} through port ${port}: ${answer.status}`);
          }
          return body;
        }),
      );
      if (bodies.some((body) => !body.equals(bodies[0]!)))
        problems.push(`image ${key}/${size} differs between processes`);
      images += 1;
    }
  }
  return { rows: 0, images, problems };
}

/**
 * One client (by X-Forwarded-For, trusted from loopback as from nginx) asks each process in
 * turn for twice the general limit: the processes together allow exactly the limit.
 */
export async function checkSharedLimit(limit: number, apiPorts: number[]) {
  const headers = { "x-forwarded-for": "203.0.113.27" };
  let allowed = 0;
  let refused = 0;
  for (let i = 0; i < 2 * limit; i++) {
    const port = apiPorts[i % apiPorts.length];
    const answer = await fetch(`http://127.0.0.1:${port}${paymentsPaths.plans}`, { headers });
    await answer.arrayBuffer();
    if (answer.status === 200) allowed += 1;
    else if (answer.status === 429) refused += 1;
  }
  const problems =
    allowed === limit && refused === limit
      ? []
      : [`shared limit ${limit}/min: ${allowed} allowed, ${refused} refused of ${2 * limit}`];
  return { sent: 2 * limit, allowed, refused, problems };
}
