// The daily digest of suspect submissions, to the business: held because they looked like spam, so
// nobody is bothered by each, but nothing is lost either. Each one shows why it was held, who it
// claims to be from and the first lines of what was written; the CLI shows the rest and releases a
// real one (`npm run enquiries -- release ID`).
import { fieldLabels } from "../mail/enquiry-email.ts";
import type { MailAddresses, MailMessage } from "../mail/enquiry-email.ts";
import type { OutboxSubmission } from "./senders.ts";

/** How much of each submission's text the digest shows. */
export const DIGEST_LINES = 3;
export const DIGEST_CHARACTERS = 300;

/** The first lines of a text, shortened. */
export function firstLines(text: string): string {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "");
  let shown = lines.slice(0, DIGEST_LINES).join("\n");
  if (shown.length > DIGEST_CHARACTERS) shown = `${shown.slice(0, DIGEST_CHARACTERS).trimEnd()}…`;
  else if (lines.length > DIGEST_LINES) shown += "\n…";
  return shown;
}

/** The fields a digest entry shows, in order: who, then what. */
const SHOWN = [
  "name",
  "email",
  "contact",
  "organization",
  "interestedIn",
  "subject",
  "needs",
  "message",
];

/** The digest of `held`, the suspect submissions, oldest first. */
export function buildDigestEmail(held: OutboxSubmission[], addresses: MailAddresses): MailMessage {
  const count = `${held.length} suspect submission${held.length === 1 ? "" : "s"}`;
  return {
    from: addresses.from,
    to: addresses.businessRecipient,
    subject: `Held as possible spam: ${count}`,
    paragraphs: [
      `These ${count} looked like spam, so they were not sent on one by one. Most are; if one is a real enquiry, send it on with \`npm run enquiries -- release ID\` (it then arrives like any other, and the sender gets the usual confirmation). \`npm run enquiries -- list --verdict suspect\` shows them in full.`,
    ],
    fields: {},
    sections: held.map((submission) => ({
      heading: `${submission.kind} ${submission.id}, ${submission.createdAt.toISOString().replace("T", " ").slice(0, 16)} UTC`,
      rows: [
        ["Held because", submission.reasons.join("; ")],
        ...SHOWN.flatMap((key): [string, string][] => {
          const value = submission.data[key];
          return value ? [[fieldLabels[key] ?? key, firstLines(value)]] : [];
        }),
      ],
    })),
  };
}
