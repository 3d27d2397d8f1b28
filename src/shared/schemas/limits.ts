/**
 * How long the forms' text fields may be, in characters (UTF-16 code units, as both the browser's
 * maxlength and zod count them). One source for the schemas, the fields' HTML attributes (so a
 * browser checks them without JavaScript) and, later, the server. The minimums and the needs' 500
 * are the SPEC's (section 5); the other maximums are ours.
 */
export const NAME_MIN = 2;
export const NAME_MAX = 100;
/** The longest address SMTP can deliver to (RFC 5321). */
export const EMAIL_MAX = 254;
export const PHONE_MAX = 40;
export const ORGANIZATION_MAX = 200;
export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 5000;
export const NEEDS_MIN = 10;
export const NEEDS_MAX = 500;
export const ADDITIONAL_INFO_MAX = 2000;
/** The invite's one field takes an e-mail address or a phone number. */
export const INVITE_CONTACT_MAX = EMAIL_MAX;
export const PASSWORD_MAX = 128;

/** The message of a value over its limit, e.g. 'Please keep your description to 500 characters or fewer'. */
export const tooLong = (what: string, max: number) =>
  `Please keep ${what} to ${max} characters or fewer`;
