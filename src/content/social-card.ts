/**
 * The social preview image of every page (1200x630 PNG, /og/<path>.png): the labels of the
 * details a card may carry, and the text that describes the image to those who cannot see it. The
 * section a card names comes from the one section map (content/page-sections.ts).
 */

/** A fact shown on the card under the title and carried in the head as twitter:label/data. */
export interface CardDetail {
  label: string;
  data: string;
}

export const socialCardCopy = {
  /** The label of a post's reading time ("6 min read") and of a job's location. */
  readingTimeLabel: "Reading time",
  locationLabel: "Location",
  /** og:image:alt: what the image shows, word for word, and whose it is. */
  imageAlt: (card: { title: string; section: string; brand: string; details: string[] }) =>
    `${card.brand} ${card.section} card: ${card.title}` +
    (card.details.length ? ` (${card.details.join(" · ")})` : ""),
};
