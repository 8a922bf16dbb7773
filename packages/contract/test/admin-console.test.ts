import { describe, expect, it } from "vitest";
import {
  ADMIN_IMAGE_FIELD,
  ADMIN_IMAGE_MAX_BYTES,
  ADMIN_IMAGE_TYPES,
  ADMIN_PAGE_SIZE,
  ADMIN_REASON_MAX_LENGTH,
  ADMIN_SEARCH_MAX_LENGTH,
  adminIdParamsSchema,
  adminReasonSchema,
} from "../src/admin/console.ts";
import {
  ADMIN_MESSAGE_SORTS,
  adminMessageReadSchema,
  adminMessagesPageSchema,
  adminMessagesQuerySchema,
  adminUnreadSchema,
} from "../src/admin/inbox.ts";
import { adminMessages } from "../src/admin/messages.ts";
import {
  ADMIN_AUDIT_SORTS,
  adminAuditPageSchema,
  adminAuditQuerySchema,
  adminDashboardSchema,
  adminRevealsPageSchema,
  adminRevealsQuerySchema,
} from "../src/admin/oversight.ts";
import {
  ADMIN_EXTEND_MAX_DAYS,
  ADMIN_GRANT_DEFAULT_DAYS,
  ADMIN_GRANT_MAX_ENQUIRIES,
  ADMIN_PAYMENT_SORTS,
  ADMIN_USER_SORTS,
  adminExtendSchema,
  adminGrantSchema,
  adminPaymentsPageSchema,
  adminPaymentsQuerySchema,
  adminReconcileResponseSchema,
  adminUserActionResponseSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  paymentStatuses,
  reconcileOutcomes,
} from "../src/admin/users.ts";
import { refusals } from "./helpers/issues.ts";

const reason = "Refund for a wrong number";

describe("an admin table's query", () => {
  it("starts at page 1 of ADMIN_PAGE_SIZE rows, newest first", () => {
    expect(adminUsersQuerySchema.parse({})).toEqual({
      page: 1,
      page_size: ADMIN_PAGE_SIZE,
      sort: "created_at",
      order: "desc",
    });
  });

  it("takes each sort both ways, pages from 1, sizes 1 to 100, a trimmed search", () => {
    for (const sort of ADMIN_USER_SORTS) {
      for (const order of ["asc", "desc"]) {
        expect(adminUsersQuerySchema.parse({ sort, order })).toMatchObject({ sort, order });
      }
    }
    const query = { page: "100000", page_size: "100", q: " 98470 " };
    expect(adminUsersQuerySchema.parse(query)).toMatchObject({
      page: 100_000,
      page_size: 100,
      q: "98470",
    });
    expect(adminUsersQuerySchema.parse({ page_size: "1" }).page_size).toBe(1);
    const longest = "q".repeat(ADMIN_SEARCH_MAX_LENGTH);
    expect(adminUsersQuerySchema.parse({ q: longest }).q).toBe(longest);
  });

  it("names what is wrong with each part", () => {
    expect(
      refusals(adminUsersQuerySchema, {
        page: "0",
        page_size: "101",
        sort: "password",
        order: "up",
        q: "q".repeat(ADMIN_SEARCH_MAX_LENGTH + 1),
      }),
    ).toEqual({
      page: ["Page must be a whole number from 1."],
      page_size: ["Page size must be a whole number from 1 to 100."],
      sort: [`Sort must be one of ${ADMIN_USER_SORTS.join(", ")}.`],
      order: ["Order must be asc or desc."],
      q: [`Search must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters.`],
    });
    expect(refusals(adminUsersQuerySchema, { page: "100001", page_size: "0" })).toEqual({
      page: ["Page must be a whole number from 1."],
      page_size: ["Page size must be a whole number from 1 to 100."],
    });
  });

  it("an id in the address is a whole number from 1", () => {
    expect(adminIdParamsSchema.parse({ id: "4" })).toEqual({ id: 4 });
    expect(refusals(adminIdParamsSchema, { id: "-4" })).toEqual({
      id: ["Id must be a whole number from 1."],
    });
  });
});

describe("an admin's reason", () => {
  it("is required, trimmed, and at most its length", () => {
    expect(adminReasonSchema.parse({ reason: ` ${reason} ` })).toEqual({ reason });
    for (const blank of [undefined, "", "   "]) {
      expect(refusals(adminReasonSchema, { reason: blank })).toEqual({
        reason: [adminMessages.reasonRequired],
      });
    }
    const longest = "r".repeat(ADMIN_REASON_MAX_LENGTH);
    expect(adminReasonSchema.parse({ reason: longest })).toEqual({ reason: longest });
    expect(refusals(adminReasonSchema, { reason: `${longest}r` })).toEqual({
      reason: [`Reason must be at most ${ADMIN_REASON_MAX_LENGTH} characters.`],
    });
  });
});

describe("granting enquiries and extending a plan", () => {
  const enquiriesMessage = `Enquiries must be a whole number from 1 to ${ADMIN_GRANT_MAX_ENQUIRIES}.`;
  const daysMessage = `Days must be a whole number from 1 to ${ADMIN_EXTEND_MAX_DAYS}.`;

  it("grants 1 to the most enquiries, for the default days unless told", () => {
    for (const enquiries of [1, ADMIN_GRANT_MAX_ENQUIRIES]) {
      expect(adminGrantSchema.parse({ reason, enquiries })).toEqual({
        reason,
        enquiries,
        days: ADMIN_GRANT_DEFAULT_DAYS,
      });
    }
    expect(ADMIN_GRANT_DEFAULT_DAYS).toBe(30);
    expect(adminGrantSchema.parse({ reason, enquiries: "5", days: "1" }).days).toBe(1);
    expect(adminGrantSchema.parse({ reason, enquiries: 5, days: ADMIN_EXTEND_MAX_DAYS }).days).toBe(
      ADMIN_EXTEND_MAX_DAYS,
    );
  });

  it("refuses no reason, no enquiries, too many and days out of range", () => {
    expect(refusals(adminGrantSchema, {})).toEqual({
      reason: [adminMessages.reasonRequired],
      enquiries: [enquiriesMessage],
    });
    for (const enquiries of [0, ADMIN_GRANT_MAX_ENQUIRIES + 1, 1.5]) {
      expect(refusals(adminGrantSchema, { reason, enquiries })).toEqual({
        enquiries: [enquiriesMessage],
      });
    }
    for (const days of [0, ADMIN_EXTEND_MAX_DAYS + 1]) {
      expect(refusals(adminGrantSchema, { reason, enquiries: 1, days })).toEqual({
        days: [daysMessage],
      });
    }
  });

  it("extends by 1 to the most days, with a reason", () => {
    for (const days of [1, ADMIN_EXTEND_MAX_DAYS]) {
      expect(adminExtendSchema.parse({ reason, days })).toEqual({ reason, days });
    }
    expect(refusals(adminExtendSchema, { reason: "" })).toEqual({
      reason: [adminMessages.reasonRequired],
      days: [daysMessage],
    });
    expect(refusals(adminExtendSchema, { reason, days: ADMIN_EXTEND_MAX_DAYS + 1 })).toEqual({
      days: [daysMessage],
    });
  });
});

describe("the users and payments pages", () => {
  const payment = {
    id: 3,
    status: "paid",
    kind: "subscription",
    plan: "Gold",
    total_paise: 58_882,
    payer_name: "Anitha",
    payer_phone: "9876543210",
    user_id: 9,
    provider: "razorpay",
    provider_order_id: "order_1",
    provider_payment_id: "pay_1",
    created_at: "2026-03-04T05:06:07.000Z",
    paid_at: "2026-03-04T05:07:07.000Z",
    anomaly: null,
  };
  const user = {
    id: 9,
    name: "Anitha",
    mobile_number: "9876543210",
    role: "user",
    created_at: "2026-03-01T05:06:07.000Z",
    active_plan: true,
    remaining_enquiries: 4,
    disabled_at: null,
  };

  it("an admin's row and a helper's fee keep what they are", () => {
    const adminRow = { ...user, role: "admin" };
    expect(
      adminUsersPageSchema.parse({ items: [adminRow], total: 1, page: 1, page_size: 20 }),
    ).toMatchObject({ items: [adminRow] });
    const fee = { ...payment, kind: "maid_registration", user_id: null };
    expect(
      adminPaymentsPageSchema.parse({ items: [fee], total: 1, page: 1, page_size: 20 }),
    ).toMatchObject({ items: [fee] });
  });

  it("payments are newest first unless told", () => {
    expect(adminPaymentsQuerySchema.parse({}).sort).toBe("created_at");
  });

  it("payments filter by each status, sort by each column", () => {
    for (const status of paymentStatuses) {
      expect(adminPaymentsQuerySchema.parse({ status }).status).toBe(status);
    }
    for (const sort of ADMIN_PAYMENT_SORTS) {
      expect(adminPaymentsQuerySchema.parse({ sort }).sort).toBe(sort);
    }
    expect(refusals(adminPaymentsQuerySchema, { status: "refunded" })).toEqual({
      status: [`Status must be one of ${paymentStatuses.join(", ")}.`],
    });
  });

  it("a user's page and an action's answer keep every field", () => {
    const page = { items: [user], total: 21, page: 2, page_size: 20 };
    expect(adminUsersPageSchema.parse(page)).toEqual(page);
    const detail = {
      ...user,
      whatsapp_number: "9876543211",
      email: "a@example.in",
      address: "Pattom",
      district: "Thiruvananthapuram",
      pincode: "695004",
      total_enquiries: 5,
      subscriptions: [
        {
          id: 1,
          plan: "Gold",
          granted: false,
          starts_at: "2026-03-01T05:06:07.000Z",
          ends_at: "2026-03-31T05:06:07.000Z",
          running: true,
          enquiries_total: 5,
          enquiries_used: 1,
        },
      ],
      payments: [payment],
      purchased_helpers: [
        { id: "Ab3dE6gH9jK2", name: "Lakshmi", purchased_at: "2026-03-02T05:06:07.000Z" },
      ],
      deleted_at: null,
    };
    const answer = { message: "Enquiries granted.", user: detail };
    expect(adminUserActionResponseSchema.parse(answer)).toEqual(answer);
  });

  it("a reconcile answers one of its outcomes with the payment", () => {
    for (const outcome of reconcileOutcomes) {
      const answer = { outcome, message: "Checked.", payment };
      expect(adminReconcileResponseSchema.parse(answer)).toEqual(answer);
    }
    expect(
      adminReconcileResponseSchema.safeParse({ outcome: "lost", message: "", payment }).success,
    ).toBe(false);
  });
});

describe("the console's picture upload", () => {
  it("is one part named image, a photograph of up to 5 MB in the helpers' types", () => {
    expect(ADMIN_IMAGE_FIELD).toBe("image");
    expect(ADMIN_IMAGE_MAX_BYTES).toBe(5_000_000);
    expect(ADMIN_IMAGE_TYPES).toEqual(["image/jpeg", "image/png", "image/gif", "image/webp"]);
  });
});

describe("the inbox", () => {
  it("is newest first unless told, and filters read or unread", () => {
    expect(adminMessagesQuerySchema.parse({}).sort).toBe("created_at");
    for (const sort of ADMIN_MESSAGE_SORTS) {
      expect(adminMessagesQuerySchema.parse({ sort }).sort).toBe(sort);
    }
    for (const read of ["read", "unread"]) {
      expect(adminMessagesQuerySchema.parse({ read }).read).toBe(read);
    }
    expect(refusals(adminMessagesQuerySchema, { read: "all" })).toEqual({
      read: ["Read must be read or unread."],
    });
  });

  it("keeps every field of a message and the unread count; marks read with true or false", () => {
    const message = {
      id: 1,
      name: "Anitha",
      mobile_number: "9876543210",
      email: "a@example.com",
      message: "We need a cook.",
      created_at: "2026-03-04T05:06:07.000Z",
      read_at: null,
    };
    const page = { items: [message], total: 1, page: 1, page_size: 20, unread: 1 };
    expect(adminMessagesPageSchema.parse(page)).toEqual(page);
    expect(adminUnreadSchema.parse({ unread: 3 })).toEqual({ unread: 3 });
    expect(adminMessageReadSchema.parse({ read: true })).toEqual({ read: true });
    expect(refusals(adminMessageReadSchema, { read: "yes" })).toEqual({
      read: ["Read must be true or false."],
    });
  });
});

describe("oversight", () => {
  const at = "2026-03-04T05:06:07.000Z";

  it("the dashboard keeps its figures and its days", () => {
    const days = [{ day: "2026-03-04", value: 2 }];
    const dashboard = {
      registrations_waiting: 1,
      reports_waiting: 2,
      new_users_today: 3,
      new_users_this_week: 4,
      revenue_this_week_paise: 58_882,
      revenue_this_month_paise: 1_17_764,
      reveals_per_day: days,
      new_users_per_day: days,
      revenue_per_day_paise: days,
    };
    expect(adminDashboardSchema.parse(dashboard)).toEqual(dashboard);
  });

  it("the audit log is newest first unless told, narrowed by a trimmed entity and id", () => {
    expect(adminAuditQuerySchema.parse({}).sort).toBe("created_at");
    for (const sort of ADMIN_AUDIT_SORTS) {
      expect(adminAuditQuerySchema.parse({ sort }).sort).toBe(sort);
    }
    expect(adminAuditQuerySchema.parse({ entity: " helper ", entity_id: " 7 " })).toMatchObject({
      entity: "helper",
      entity_id: "7",
    });
    const longest = "e".repeat(50);
    expect(adminAuditQuerySchema.parse({ entity: longest, entity_id: longest })).toMatchObject({
      entity: longest,
      entity_id: longest,
    });
    expect(
      refusals(adminAuditQuerySchema, { entity: `${longest}e`, entity_id: `${longest}e` }),
    ).toEqual({
      entity: ["Entity must be at most 50 characters."],
      entity_id: ["Entity id must be at most 50 characters."],
    });
    const entry = {
      id: 1,
      admin_user_id: 2,
      admin_name: "Admin",
      action: "helper.approve",
      entity: "helper",
      entity_id: "Ab3dE6gH9jK2",
      before: { status: "pending" },
      after: { status: "approved" },
      reason: null,
      created_at: at,
    };
    const page = { items: [entry], total: 1, page: 1, page_size: 20 };
    expect(adminAuditPageSchema.parse(page)).toEqual(page);
  });

  it("who revealed a helper: newest first, every field", () => {
    expect(adminRevealsQuerySchema.parse({}).sort).toBe("created_at");
    expect(adminRevealsQuerySchema.parse({ sort: "created_at" }).sort).toBe("created_at");
    const reveal = {
      id: 1,
      user_id: 2,
      user_name: "Anitha",
      user_phone: "9876543210",
      spent_enquiry: false,
      created_at: at,
    };
    const page = { items: [reveal], total: 1, page: 1, page_size: 20 };
    expect(adminRevealsPageSchema.parse(page)).toEqual(page);
  });
});
