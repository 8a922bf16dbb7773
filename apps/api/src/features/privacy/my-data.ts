import { type MyData, mediaUrl } from "@sahayi/contract";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  contactMessages,
  contactOutcomes,
  contactReports,
  contactReveals,
  districts,
  helpers,
  loginFailures,
  outboxMessages,
  payments,
  plans,
  shortlistedHelpers,
  subscriptions,
  users,
} from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import {
  iso,
  isoOrNull,
  readNotices,
  readOneTimeCodes,
  readPaymentRecords,
} from "../../lib/privacy/records.ts";

async function readAccount(db: Db, userId: number) {
  const [row] = await db
    .select({ user: users, district: districts.name })
    .from(users)
    .leftJoin(districts, eq(districts.id, users.districtId))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  const { user } = row;
  return {
    phone: user.mobileNumber,
    account: {
      name: user.name,
      mobile_number: user.mobileNumber,
      whatsapp_number: user.whatsappNumber,
      email: user.email,
      address: user.address,
      district: row.district,
      pincode: user.pincode,
      profile_picture: user.profileImage ? mediaUrl(user.profileImage) : null,
      role: user.role,
      created_at: iso(user.createdAt),
      privacy_policy_version: user.privacyPolicyVersion,
      privacy_policy_accepted_at: isoOrNull(user.privacyPolicyAcceptedAt),
    },
  };
}

const readSubscriptions = (db: Db, userId: number) =>
  db
    .select({ subscription: subscriptions, plan: plans.title })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id))
    .then((rows) =>
      rows.map(({ subscription: s, plan }) => ({
        plan,
        granted_by_admin: s.paymentId === null,
        enquiries_total: s.enquiriesTotal,
        enquiries_used: s.enquiriesUsed,
        starts_at: iso(s.startsAt),
        ends_at: iso(s.endsAt),
        created_at: iso(s.createdAt),
      })),
    );

const readReveals = (db: Db, userId: number) =>
  db
    .select({ reveal: contactReveals, helperId: helpers.publicId, helperName: helpers.name })
    .from(contactReveals)
    .innerJoin(helpers, eq(helpers.id, contactReveals.helperId))
    .where(eq(contactReveals.userId, userId))
    .orderBy(asc(contactReveals.createdAt), asc(contactReveals.id))
    .then((rows) =>
      rows.map(({ reveal, helperId, helperName }) => ({
        helper_id: helperId,
        helper_name: helperName,
        spent_enquiry: reveal.spentEnquiry,
        created_at: iso(reveal.createdAt),
      })),
    );

const readReports = (db: Db, userId: number) =>
  db
    .select({ report: contactReports, helperId: helpers.publicId, helperName: helpers.name })
    .from(contactReports)
    .innerJoin(helpers, eq(helpers.id, contactReports.helperId))
    .where(eq(contactReports.userId, userId))
    .orderBy(asc(contactReports.createdAt), asc(contactReports.id))
    .then((rows) =>
      rows.map(({ report, helperId, helperName }) => ({
        helper_id: helperId,
        helper_name: helperName,
        reason: report.reason,
        note: report.note,
        status: report.status,
        created_at: iso(report.createdAt),
        decided_at: isoOrNull(report.decidedAt),
      })),
    );

const readShortlist = (db: Db, userId: number) =>
  db
    .select({
      helperId: helpers.publicId,
      helperName: helpers.name,
      addedAt: shortlistedHelpers.createdAt,
    })
    .from(shortlistedHelpers)
    .innerJoin(helpers, eq(helpers.id, shortlistedHelpers.helperId))
    .where(eq(shortlistedHelpers.userId, userId))
    .orderBy(asc(shortlistedHelpers.createdAt), asc(shortlistedHelpers.helperId))
    .then((rows) =>
      rows.map((row) => ({
        helper_id: row.helperId,
        helper_name: row.helperName,
        added_at: iso(row.addedAt),
      })),
    );

const readHireAnswers = (db: Db, userId: number) =>
  db
    .select({
      helperId: helpers.publicId,
      helperName: helpers.name,
      outcome: contactOutcomes.outcome,
      answeredAt: contactOutcomes.updatedAt,
    })
    .from(contactOutcomes)
    .innerJoin(helpers, eq(helpers.id, contactOutcomes.helperId))
    .where(eq(contactOutcomes.userId, userId))
    .orderBy(asc(contactOutcomes.createdAt), asc(contactOutcomes.helperId))
    .then((rows) =>
      rows.map((row) => ({
        helper_id: row.helperId,
        helper_name: row.helperName,
        outcome: row.outcome,
        answered_at: iso(row.answeredAt),
      })),
    );

/** The contact form keeps no account: its messages are the ones sent from the user's phone. */
const readContactMessages = (db: Db, phone: string) =>
  db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.mobileNumber, phone))
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id))
    .then((rows) =>
      rows.map((m) => ({
        name: m.name,
        mobile_number: m.mobileNumber,
        email: m.email,
        message: m.message,
        created_at: iso(m.createdAt),
        read_at: isoOrNull(m.readAt),
      })),
    );

const readFailedLogins = (db: Db, phone: string) =>
  db
    .select()
    .from(loginFailures)
    .where(eq(loginFailures.mobileNumber, phone))
    .orderBy(asc(loginFailures.createdAt), asc(loginFailures.id))
    .then((rows) =>
      rows.map((f) => ({ client_address: f.clientAddress, created_at: iso(f.createdAt) })),
    );

/** Everything kept about one user, as the privacy policy lists it ("Download my data"). */
export async function readMyData(db: Db, userId: number, now = new Date()): Promise<MyData> {
  const { phone, account } = await readAccount(db, userId);
  const [
    subscriptionList,
    paymentList,
    reveals,
    reports,
    shortlist,
    hireAnswers,
    messages,
    failedLogins,
    codes,
    notices,
  ] = await Promise.all([
    readSubscriptions(db, userId),
    readPaymentRecords(db, eq(payments.userId, userId)),
    readReveals(db, userId),
    readReports(db, userId),
    readShortlist(db, userId),
    readHireAnswers(db, userId),
    readContactMessages(db, phone),
    readFailedLogins(db, phone),
    readOneTimeCodes(db, phone),
    readNotices(db, eq(outboxMessages.userId, userId)),
  ]);
  return {
    exported_at: iso(now),
    account,
    subscriptions: subscriptionList,
    payments: paymentList,
    reveals,
    reports,
    shortlist,
    hire_answers: hireAnswers,
    contact_messages: messages,
    failed_logins: failedLogins,
    messages_sent: { one_time_codes: codes, notices },
  };
}
