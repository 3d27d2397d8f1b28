/**
 * The date of the legal pages' current version (/privacy, /terms, /cookies, /security): the one
 * place it is written. Each page shows it as "Last updated", and the privacy policy's "12 months"
 * are counted back from it. Change it with every change to what those pages say.
 */
export const legalLastUpdated = "2026-11-24";
