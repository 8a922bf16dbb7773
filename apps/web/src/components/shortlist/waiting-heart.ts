/**
 * The helper a visitor tapped the heart of, carried to the login page in the router's state
 * (`keep`, beside `from`), which the login and sign-up pages pass on to each other: once the
 * login stands she is kept. State the app did not write is ignored.
 */
export interface WaitingHeart {
  id: string;
  name: string;
}

export function waitingHeart(state: unknown): WaitingHeart | null {
  const keep = (state as { keep?: Partial<WaitingHeart> } | null)?.keep;
  return typeof keep?.id === "string" && typeof keep.name === "string"
    ? { id: keep.id, name: keep.name }
    : null;
}
