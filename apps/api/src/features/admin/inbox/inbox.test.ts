import {
  type AdminMessage,
  type AdminMessagesPage,
  adminInboxPaths,
  adminMessages,
  contentPaths,
} from "@sahayi/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { uniqueCaller } from "../../../../test/helpers/accounts.ts";
import { type AdminCaller, adminCaller } from "../../../../test/helpers/admin.ts";
import { useTestApp } from "../../../../test/helpers/test-app.ts";
import { adminAuditLog, contactMessages } from "../../../db/schema.ts";

const ctx = useTestApp();

let adminPromise: Promise<AdminCaller> | undefined;
const admin = () => {
  adminPromise ??= adminCaller(ctx.app, ctx.db);
  return adminPromise;
};

async function asAdmin(method: "GET" | "POST", url: string, payload?: object) {
  return ctx.app.inject({ method, url, payload, headers: (await admin()).headers });
}

/** A message sent through the public contact form, as a visitor sends it; its row id. */
async function sendMessage(text: string): Promise<number> {
  const { phone, address } = uniqueCaller();
  const sent = await ctx.app.inject({
    method: "POST",
    url: contentPaths.contactForm,
    payload: { name: "Anitha Menon", mobile_number: phone, email: "a@example.com", message: text },
    remoteAddress: address,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const [row] = await ctx.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.mobileNumber, phone));
  return row!.id;
}

const unread = async () => (await asAdmin("GET", adminInboxPaths.messagesUnread)).json().unread;
const mark = (id: number, read: boolean) =>
  asAdmin("POST", adminInboxPaths.messageReadOf(id), { read });

describe("contact-form inbox", () => {
  it("lists a new message unread, shows it in full, and marks it read and unread", async () => {
    const text = `We need a cook in Kakkanad ${"for weekday evenings, ".repeat(40)}`.trim();
    const before = await unread();
    const id = await sendMessage(text);
    expect(await unread()).toBe(before + 1);

    const list = (
      await asAdmin("GET", `${adminInboxPaths.messages}?read=unread`)
    ).json() as AdminMessagesPage;
    expect(list.unread).toBe(before + 1);
    expect(list.items.map((m) => m.id)).toContain(id);
    const shown = (await asAdmin("GET", adminInboxPaths.messageOf(id))).json() as AdminMessage;
    expect(shown).toMatchObject({ id, message: text, read_at: null });

    const read = await mark(id, true);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().read_at).not.toBeNull();
    expect(await unread()).toBe(before);
    const readList = (
      await asAdmin("GET", `${adminInboxPaths.messages}?read=read`)
    ).json() as AdminMessagesPage;
    expect(readList.items.map((m) => m.id)).toContain(id);
    const unreadList = (
      await asAdmin("GET", `${adminInboxPaths.messages}?read=unread`)
    ).json() as AdminMessagesPage;
    expect(unreadList.items.map((m) => m.id)).not.toContain(id);

    // Marking it read again is no change: no second audit row.
    expect((await mark(id, true)).statusCode).toBe(200);
    const back = await mark(id, false);
    expect(back.json().read_at).toBeNull();
    expect(await unread()).toBe(before + 1);

    const audit = await ctx.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.entity, "contact_message"), eq(adminAuditLog.entityId, String(id))),
      )
      .orderBy(adminAuditLog.id);
    expect(audit.map((row) => [row.action, row.adminUserId])).toEqual([
      ["mark-read", (await admin()).id],
      ["mark-unread", (await admin()).id],
    ]);
  });

  it("searches the text, and answers 400 for bad input and 404 for an unknown message", async () => {
    const word = `Thrissur${process.pid}x${Date.now()}`;
    const id = await sendMessage(`A nanny near ${word}, please`);
    const found = (await asAdmin("GET", `${adminInboxPaths.messages}?q=${word}`)).json();
    expect(found.items.map((m: AdminMessage) => m.id)).toEqual([id]);
    expect(found.total).toBe(1);

    const bad = await asAdmin("POST", adminInboxPaths.messageReadOf(id), { read: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(["read"]);
    expect((await asAdmin("GET", `${adminInboxPaths.messages}?read=maybe`)).statusCode).toBe(400);
    const unknown = await asAdmin("GET", adminInboxPaths.messageOf(2_000_000_000));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: adminMessages.messageNotFound, code: "NOT_FOUND" });
    expect((await mark(2_000_000_000, true)).statusCode).toBe(404);
  });
});
