/**
 * The one label of every story with a named customer: the testimonials, the logo strip and the
 * figures on the home page, and each industry page's example. The companies and people are
 * fictional, so the site says so wherever they appear.
 */
export const illustrativeNote = "Illustrative example: names, companies and figures are fictional.";
