const longDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/**
 * "2026-11-12" -> "November 12, 2026", the same at build time and in any browser time zone: how
 * the site writes a date (blog posts, the legal pages' "Last updated").
 */
export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
