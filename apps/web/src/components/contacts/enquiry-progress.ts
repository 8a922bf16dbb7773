/**
 * Product §4 and §8: the popup's numbers from the profile's counts. Remaining is clamped to at
 * least 0 and the quota counts as used up at 0 or less; progress is used / total in percent.
 */
export function enquiryProgress(remaining: number, total: number) {
  const left = Math.max(0, remaining);
  const used = Math.max(0, total - left);
  const percent = total > 0 ? Math.round((used / total) * 100) : 100;
  return { remaining: left, total, used, percent, usedUp: left <= 0 };
}
