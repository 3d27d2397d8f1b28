// What each delivery channel does with a submission. A channel without its setting (no SMTP_URL, no
// WEBHOOK_URL) has no sender: its deliveries wait in the outbox until it has one.
import type { MailAddresses } from "../mail/enquiry-email.ts";
import type { DeliveryChannel, DeliveryRow, SubmissionRow } from "../db/schema.ts";
import { buildInvitationEmail } from "../staff/invitation-email.ts";
import { forms } from "../submissions/forms.ts";
import { buildDigestEmail } from "./digest.ts";
import type { Mailer } from "./mailer.ts";
import { renderMail } from "../mail/render.ts";
import { postWebhook } from "./webhook.ts";

/** A submission as the senders read it: its stored row less the outbox's bookkeeping. */
export type OutboxSubmission = Pick<
  SubmissionRow,
  "id" | "kind" | "data" | "verdict" | "reasons" | "source" | "createdAt"
>;
/** One delivery's job: `submission`, the one it belongs to; `submissions`, a digest's (or that one). */
export interface SendJob {
  deliveryId: string;
  submission?: OutboxSubmission;
  submissions: OutboxSubmission[];
  /** The delivery's own payload (a digest's ids, a staff invitation's link). */
  payload?: DeliveryRow["payload"];
}
export type Sender = (job: SendJob) => Promise<void>;
export type Senders = Partial<Record<DeliveryChannel, Sender>>;

/** The e-mail a submission owes on a channel; `deliveryId`, the delivery that sends it (its Message-ID). */
export function mailFor(
  channel: "business_email" | "thank_you_email",
  submission: OutboxSubmission,
  addresses: MailAddresses,
  deliveryId?: string,
) {
  const form = forms[submission.kind];
  const message =
    channel === "business_email"
      ? form.businessEmail(submission.data, addresses, { source: submission.source })
      : form.thankYouEmail(submission.data, addresses);
  if (!message) throw new Error(`a ${submission.kind} has no ${channel}`);
  return renderMail(message, { deliveryId });
}

export function createSenders({
  mailer,
  addresses,
  webhook,
}: {
  mailer?: Mailer;
  addresses: MailAddresses;
  webhook?: { url: string; secret?: string };
}): Senders {
  const senders: Senders = {};
  if (mailer) {
    for (const channel of ["business_email", "thank_you_email"] as const) {
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
    senders.staff_invitation = async ({ deliveryId, payload }) => {
      if (!payload || !("invitation" in payload)) throw new Error("the invitation has no link");
      await mailer.send(
        renderMail(buildInvitationEmail(payload.invitation, addresses), { deliveryId }),
      );
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
