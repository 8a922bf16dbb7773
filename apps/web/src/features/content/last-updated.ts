const parts = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/** "2024-12-20T18:30:00Z" → "Dec 21 2024": the day in India, written as product §2 writes it. */
export function lastUpdated(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = (type: string) => parts.formatToParts(date).find((p) => p.type === type)?.value;
  return `${part("month")} ${part("day")} ${part("year")}`;
}
