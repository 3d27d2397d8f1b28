// What each delivery channel does with a submission. A channel without its setting (no SMTP_URL, no
// WEBHOOK_URL) has no sender: its deliveries wait in the outbox until it has one.
import { forms } from "../submissions/forms.ts";
import { buildDigestEmail } from "./digest.ts";
import { renderMail } from "../mail/render.ts";
import { postWebhook } from "./webhook.ts";

/**
 * @typedef {import("../db/schema.ts").DeliveryChannel} DeliveryChannel
 * @typedef {{ id: string, kind: import("../db/schema.ts").SubmissionKind, data: Record<string, string>,
 *   verdict: import("../db/schema.ts").Verdict, reasons: string[],
 *   source: import("../db/schema.ts").LeadSource | null, createdAt: Date }} SubmissionRow
 * @typedef {(job: { deliveryId: string, submission?: SubmissionRow, submissions: SubmissionRow[] }) => Promise<void>} Sender
 *   submission: the one a delivery belongs to; submissions: a digest's (or that one)
 * @typedef {Partial<Record<DeliveryChannel, Sender>>} Senders
 */

/**
 * The e-mail a submission owes on a channel.
 * @param {"business_email" | "thank_you_email"} channel
 * @param {SubmissionRow} submission
 * @param {import("../mail/enquiry-email.ts").MailAddresses} addresses
 * @param {string} [deliveryId] the delivery that sends it (its Message-ID)
 */
export function mailFor(channel, submission, addresses, deliveryId) {
  const form = forms[submission.kind];
  const message =
    channel === "business_email"
      ? form.businessEmail(submission.data, addresses, { source: submission.source })
      : form.thankYouEmail(submission.data, addresses);
  if (!message) throw new Error(`a ${submission.kind} has no ${channel}`);
  return renderMail(message, { deliveryId });
}

/**
 * @param {{
 *   mailer?: import("./mailer.ts").Mailer,
 *   addresses: import("../mail/enquiry-email.ts").MailAddresses,
 *   webhook?: { url: string, secret?: string },
 * }} options
 * @returns {Senders}
 */
export function createSenders({ mailer, addresses, webhook }) {
  /** @type {Senders} */
  const senders = {};
  if (mailer) {
    for (const channel of /** @type {const} */ (["business_email", "thank_you_email"])) {
      senders[channel] = async ({ deliveryId, submission }) => {
        if (!submission) throw new Error(`a ${channel} belongs to a submission`);
        await mailer.send(mailFor(channel, submission, addresses, deliveryId));
      };
    }
    senders.suspect_digest = async ({ deliveryId, submissions }) => {
      // Everything it held was erased in the meantime: nothing is left to tell.
      if (submissions.length === 0) return;
      const oldestFirst = [...submissions].sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
      );
      await mailer.send(renderMail(buildDigestEmail(oldestFirst, addresses), { deliveryId }));
    };
  }
  if (webhook) {
    senders.webhook = async ({ deliveryId, submission }) => {
      if (!submission) throw new Error("a webhook call belongs to a submission");
      await postWebhook(webhook, { deliveryId, submission });
    };
  }
  return senders;
}
