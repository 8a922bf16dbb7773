/**
 * Runs of ten or more digits (spaces, dots, dashes, slashes, brackets and a + between them
 * allowed) replaced: a helper's phone number is what buyers pay for, and a name or text typed
 * by a person might carry one. Used on everything public a helper wrote: the answers of the
 * API (public-maids.ts) and the pages' heads (features/seo).
 */
export function withoutPhoneNumbers(text: string): string {
  return text.replace(/[+(]*\d[\d\s()./-]*\d/g, (run) =>
    run.replace(/\D/g, "").length >= 10 ? "…" : run,
  );
}
