-- data migration (hand-written)
-- The refund policy did not say that a contact that did not work may be reported within 7 days
-- and that an accepted report gives the enquiry back. Pages seeded before get the paragraph the
-- seed now writes, unless they already speak of the 7 days (a page an admin rewrote that way is
-- left alone).
UPDATE "content_pages" SET "markdown" = rtrim("markdown", E'\n') || E'\n\n' || '**A contact that did not work.** Each helper''s number you open uses one enquiry of your plan. If the number turns out wrong, the helper cannot be reached or is already working elsewhere, report it within 7 days of opening it: the Report button is beside the helper in the Maids tab of your profile, which shows until when you can report. If we accept the report, the enquiry comes back to your plan, once for each contact. Enquiries come back; money is not refunded.', "updated_at" = now() WHERE "slug" = 'cancellation-and-refund' AND position('7 days' in "markdown") = 0;
