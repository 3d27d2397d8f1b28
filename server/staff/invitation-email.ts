/**
 * The e-mail that carries a staff member's enrolment link (issue 36): to the invited address, from
 * the site's sender. It holds the link, the role and how long the link lasts; nothing a visitor
 * typed (house rule 6): the address is one an owner typed.
 */
import { site } from "../../src/shared/site.ts";
import { INVITATION_TTL_MS } from "../../src/shared/staff-api.ts";
import type { MailAddresses, MailMessage } from "../mail/enquiry-email.ts";

export function buildInvitationEmail(
  invitation: { email: string; link: string; role: string },
  addresses: MailAddresses,
): MailMessage {
  const hours = Math.round(INVITATION_TTL_MS / 3_600_000);
  return {
    from: addresses.from,
    to: invitation.email,
    subject: `Your ${site.name} staff sign-in`,
    paragraphs: [
      `You have been invited to ${site.name}'s staff inbox as ${invitation.role === "owner" ? "an owner" : "a member"}.`,
      `Open this link within ${hours} hours to register a passkey (your device's screen lock or a security key). It works once: ${invitation.link}`,
      "If you did not expect this, ignore it: nothing happens unless the link is opened and a passkey registered.",
    ],
    fields: {},
  };
}
