/** How long ago a lead arrived, in the largest whole unit: minutes, hours or days ("now" under a minute). */
export function ageOf(
  iso: string,
  now: number,
): { unit: "now" } | { unit: "minutes" | "hours" | "days"; count: number } {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (!(minutes >= 1)) return { unit: "now" };
  if (minutes < 60) return { unit: "minutes", count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: "hours", count: hours };
  return { unit: "days", count: Math.floor(hours / 24) };
}

/** A moment for staff to read: date and time in their locale, to the minute. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });
}
