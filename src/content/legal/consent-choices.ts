/**
 * The cookie choices a visitor can make (lib/cookie-consent.ts keeps theirs; cookie-choices.ts has
 * the panel's copy). A module of its own, so the code that reads the choice on every form page
 * does not carry the panel's copy.
 */
export const consentChoices = ["necessary", "functional", "all"] as const;
export type ConsentChoice = (typeof consentChoices)[number];
