/**
 * Business hours in the office's time zone (src/shared/site.ts, carried in the knowledge): whether
 * the team is in now, and when it next is. The clock is a parameter, so tests set the time.
 */
import type { BusinessHours } from "./knowledge.ts";

const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];
const SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The weekday (0 = Sunday) and minutes after midnight of an instant in a time zone. */
export function localTime(now: Date, timeZone: string): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return {
    day: SHORT.indexOf(get("weekday")),
    minutes: Number(get("hour")) * 60 + Number(get("minute")),
  };
}

/** Whether the team is in at this instant. */
export function isOpen(hours: BusinessHours, now: Date): boolean {
  const { day, minutes } = localTime(now, hours.timeZone);
  const today = hours.days[day];
  return !!today && minutes >= today[0] && minutes < today[1];
}

/** "9:00 AM" from minutes after midnight. */
export function formatTime(minutes: number): string {
  const hour = Math.floor(minutes / 60);
  const minute = String(minutes % 60).padStart(2, "0");
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? "AM" : "PM"}`;
}

/**
 * When the team is next in, from an instant outside the hours: how many days ahead (0 today,
 * 1 tomorrow), the weekday's name and the opening time. Null when the week has no hours.
 */
export function nextOpening(
  hours: BusinessHours,
  now: Date,
): { daysAhead: number; weekday: string; time: string } | null {
  const { day, minutes } = localTime(now, hours.timeZone);
  for (let ahead = 0; ahead <= 7; ahead++) {
    const weekday = (day + ahead) % 7;
    const open = hours.days[weekday];
    if (!open) continue;
    if (ahead === 0 && minutes >= open[0]) continue;
    return { daysAhead: ahead, weekday: WEEKDAY_NAMES[weekday]!, time: formatTime(open[0]) };
  }
  return null;
}
