/** A link to /contact with the subject field prefilled (the contact page reads `?subject=`). */
export function contactHref(subject: string): string {
  return `/contact?${new URLSearchParams({ subject }).toString()}`;
}
