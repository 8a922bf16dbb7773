/** A subscription's enquiries: how many it gave and how many are spent. */
export interface PlanEnquiries {
  total: number;
  used: number;
}

export interface Quota {
  remaining: number;
  total: number;
  /** Some subscription runs now (it may have no enquiries left). */
  active: boolean;
}

/** Whether a subscription runs at `now`: started, and not yet ended. */
export const isRunning = (plan: { startsAt: Date; endsAt: Date }, now: Date) =>
  plan.startsAt <= now && plan.endsAt > now;

/** What one subscription has left; never below 0. */
export const remainingOf = (plan: PlanEnquiries) => Math.max(0, plan.total - plan.used);

/** The enquiries of the running plans, summed as the profile and the contact reveal show them. */
export function sumQuota(running: PlanEnquiries[]): Quota {
  return {
    remaining: running.reduce((sum, plan) => sum + remainingOf(plan), 0),
    total: running.reduce((sum, plan) => sum + plan.total, 0),
    active: running.length > 0,
  };
}
