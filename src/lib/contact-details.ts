import { addressLine, emailHref, phoneHref, site } from "../shared/site";

/** "Mon-Fri 9:00 AM-6:00 PM", ..., "Sun closed": the opening hours as the contact page shows them. */
export function openingHours(hours: readonly { days: string; hours: string }[] = site.hours) {
  return hours.map(({ days, hours: time }) =>
    /^closed$/i.test(time) ? `${days} closed` : `${days} ${time}`,
  );
}

/** Everything the contact page's information block shows, from the site config. */
export function contactDetails() {
  return {
    address: addressLine,
    phone: site.phone,
    phoneHref,
    email: site.email,
    emailHref,
    hours: openingHours(),
    timeZone: site.timeZone.label,
  };
}
export type ContactDetails = ReturnType<typeof contactDetails>;
