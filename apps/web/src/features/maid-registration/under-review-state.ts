/** What /register-maid tells /registration-under-review through the navigation state. */
export interface UnderReviewState {
  email?: string;
}

export function readUnderReviewState(state: unknown): UnderReviewState {
  if (typeof state !== "object" || state === null) return {};
  const { email } = state as Record<string, unknown>;
  return { email: typeof email === "string" ? email : undefined };
}
