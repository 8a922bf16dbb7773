import { describe, expect, it } from "vitest";
import {
  CONTACT_OUTCOMES,
  CONTACT_REPORT_DECLINE_REASON_MAX_LENGTH,
  CONTACT_REPORT_NOTE_MAX_LENGTH,
  CONTACT_REPORT_REASONS,
  CONTACT_REPORT_STATUSES,
} from "../src/constants.ts";
import {
  adminContactReportParamsSchema,
  adminContactReportsResponseSchema,
  contactOutcomeRequestSchema,
  contactOutcomeResponseSchema,
  contactReportDecisionRequestSchema,
  contactReportDecisionResponseSchema,
  contactReportRequestSchema,
  purchasedMaidsResponseSchema,
  purchaseMaidRequestSchema,
  purchaseMaidResponseSchema,
} from "../src/contacts/contacts.ts";
import { revealMessages } from "../src/messages.ts";
import { maid, refusals } from "./helpers/issues.ts";

const report = {
  id: 4,
  reason: "wrong_number",
  note: "Rang three times",
  status: "declined",
  decline_reason: "She answered our call",
  created_at: "2026-03-04T05:06:07.000Z",
} as const;
const adminReport = {
  ...report,
  maid_id: maid.id,
  maid_name: maid.name,
  user_id: 9,
  user_name: "Anitha",
  decided_at: "2026-03-05T05:06:07.000Z",
};

describe("the contact reveal", () => {
  it("names the helper by her public id, trimmed", () => {
    expect(purchaseMaidRequestSchema.parse({ maid_id: ` ${maid.id} ` })).toEqual({
      maid_id: maid.id,
    });
    expect(refusals(purchaseMaidRequestSchema, {})).toEqual({ maid_id: ["maid_id is required"] });
  });

  it("answers the numbers with the quota left, and only as purchased", () => {
    const answer = {
      maid_id: maid.id,
      is_purchased: true,
      mobile_number: maid.mobile_number,
      whatsapp_number: maid.whatsapp_number,
      user_remaining_enquiry: 4,
      user_total_enquiry: 5,
    };
    expect(purchaseMaidResponseSchema.parse(answer)).toEqual(answer);
    expect(purchaseMaidResponseSchema.safeParse({ ...answer, is_purchased: false }).success).toBe(
      false,
    );
  });
});

describe("what came of a contact", () => {
  it("takes hired and not hired for a helper, and answers her count", () => {
    expect([...CONTACT_OUTCOMES]).toEqual(["hired", "not_hired"]);
    for (const outcome of CONTACT_OUTCOMES) {
      expect(contactOutcomeRequestSchema.parse({ maid_id: ` ${maid.id} `, outcome })).toEqual({
        maid_id: maid.id,
        outcome,
      });
      const answer = { maid_id: maid.id, outcome, hired_count: 3 };
      expect(contactOutcomeResponseSchema.parse(answer)).toEqual(answer);
    }
  });

  it("asks for an answer from the list, and a helper's id", () => {
    for (const outcome of ["maybe", "", undefined, "HIRED"]) {
      expect(refusals(contactOutcomeRequestSchema, { maid_id: maid.id, outcome })).toEqual({
        outcome: [revealMessages.outcomeRequired],
      });
    }
    expect(refusals(contactOutcomeRequestSchema, { outcome: "hired" })).toEqual({
      maid_id: ["maid_id is required"],
    });
  });
});

describe("a household's report of a contact", () => {
  it("takes each reason, with or without a note", () => {
    for (const reason of CONTACT_REPORT_REASONS) {
      expect(contactReportRequestSchema.parse({ maid_id: maid.id, reason })).toEqual({
        maid_id: maid.id,
        reason,
      });
    }
    expect(
      contactReportRequestSchema.parse({ maid_id: maid.id, reason: "wrong_number", note: " x " }),
    ).toEqual({ maid_id: maid.id, reason: "wrong_number", note: "x" });
  });

  it("drops a blank note rather than keeping an empty one", () => {
    for (const note of ["", "   "]) {
      expect(
        contactReportRequestSchema.parse({ maid_id: maid.id, reason: "not_reachable", note }),
      ).toEqual({ maid_id: maid.id, reason: "not_reachable" });
    }
  });

  it("asks for a reason from the list and a note of at most the limit", () => {
    expect(refusals(contactReportRequestSchema, { maid_id: maid.id, reason: "rude" })).toEqual({
      reason: [revealMessages.reportReasonRequired],
    });
    const longest = "n".repeat(CONTACT_REPORT_NOTE_MAX_LENGTH);
    const request = { maid_id: maid.id, reason: "already_working" };
    expect(contactReportRequestSchema.parse({ ...request, note: ` ${longest} ` }).note).toBe(
      longest,
    );
    expect(refusals(contactReportRequestSchema, { ...request, note: `${longest}n` })).toEqual({
      note: [`Note must be at most ${CONTACT_REPORT_NOTE_MAX_LENGTH} characters.`],
    });
  });

  it("lists a household's helpers with each one's report and answer", () => {
    const answer = {
      maids: [
        {
          ...maid,
          purchased_at: "2026-03-01T05:06:07.000Z",
          report_until: "2026-03-08T05:06:07.000Z",
          contact_report: report,
          outcome: "hired",
        },
        {
          ...maid,
          purchased_at: "2026-03-01T05:06:07.000Z",
          report_until: "2026-03-08T05:06:07.000Z",
          contact_report: null,
          outcome: null,
        },
      ],
    };
    expect(purchasedMaidsResponseSchema.parse(answer)).toEqual(answer);
    for (const status of CONTACT_REPORT_STATUSES) {
      const withStatus = { maids: [{ ...answer.maids[0], contact_report: { ...report, status } }] };
      expect(purchasedMaidsResponseSchema.parse(withStatus)).toEqual(withStatus);
    }
  });
});

describe("an admin's decision on a report", () => {
  it("accepts without a reason and declines with or without one", () => {
    expect(contactReportDecisionRequestSchema.parse({ decision: "accepted" })).toEqual({
      decision: "accepted",
    });
    expect(
      contactReportDecisionRequestSchema.parse({ decision: "declined", reason: " Answered " }),
    ).toEqual({ decision: "declined", reason: "Answered" });
    expect(
      contactReportDecisionRequestSchema.parse({ decision: "declined", reason: "  " }),
    ).toEqual({ decision: "declined" });
  });

  it("refuses a reason for an acceptance, a reason past the limit and another decision", () => {
    expect(
      refusals(contactReportDecisionRequestSchema, { decision: "accepted", reason: "Because" }),
    ).toEqual({ reason: [revealMessages.declineReasonOnlyWhenDeclined] });
    // A blank reason is no reason: an acceptance with one is fine.
    expect(contactReportDecisionRequestSchema.parse({ decision: "accepted", reason: " " })).toEqual(
      { decision: "accepted" },
    );
    const longest = "r".repeat(CONTACT_REPORT_DECLINE_REASON_MAX_LENGTH);
    expect(
      contactReportDecisionRequestSchema.parse({ decision: "declined", reason: longest }).reason,
    ).toBe(longest);
    expect(
      refusals(contactReportDecisionRequestSchema, { decision: "declined", reason: `${longest}r` }),
    ).toEqual({
      reason: [revealMessages.declineReasonTooLong(CONTACT_REPORT_DECLINE_REASON_MAX_LENGTH)],
    });
    for (const decision of ["pending", "", undefined]) {
      expect(refusals(contactReportDecisionRequestSchema, { decision })).toEqual({
        decision: ["decision must be accepted or declined."],
      });
    }
  });

  it("reads the report's id from the path", () => {
    expect(adminContactReportParamsSchema.parse({ id: "12" })).toEqual({ id: 12 });
    expect(refusals(adminContactReportParamsSchema, { id: "0" })).toEqual({
      id: ["id must be a report id."],
    });
  });

  it("answers the report as the admin sees it, and what the decision did", () => {
    const list = { reports: [adminReport, { ...adminReport, decided_at: null }] };
    expect(adminContactReportsResponseSchema.parse(list)).toEqual(list);
    const answer = { report: adminReport, enquiry_returned: true, maid_delisted: false };
    expect(contactReportDecisionResponseSchema.parse(answer)).toEqual(answer);
  });
});
