import { emptyStates } from "@sahayi/contract/messages";

/** Product §2: sections show "Loading..." until their data arrives. */
export function Loading({ label = emptyStates.loading }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-muted">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
      />
      <span>{label}</span>
    </div>
  );
}
