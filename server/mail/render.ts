// Turns a MailMessage (data, from enquiry-email.ts) into what nodemailer sends: a plain-text part,
// an HTML part with every value escaped, and headers no visitor's text can break out of. Fields,
// then titled sections (a business e-mail's Source, a digest's submissions).
import { withoutInvisibles } from "../../src/shared/schemas/text.ts";
import { escapeHtml } from "../html.ts";
import { fieldLabels, type MailMessage } from "./enquiry-email.ts";

/** What nodemailer is given for one e-mail. */
export interface RenderedMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  messageId?: string;
}

type Row = [label: string, value: string];

/**
 * A header value on one line: CR, LF and every other control character become a space, so a name
 * such as "Ada\r\nBcc: x@example.com" can never start a header of its own; and bidi controls and
 * zero-width characters go, as the forms remove them from one-line fields (a row stored before
 * they did may hold them: a subject that reads backwards).
 */
export const oneLine = (text: string): string =>
  // eslint-disable-next-line no-control-regex
  withoutInvisibles(text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ")).trim();

/**
 * The Message-ID of the e-mail a delivery sends: `<delivery id@the From address's domain>`. The same
 * on every attempt, so that a resend (the SMTP server took the message, then the database was lost
 * before the delivery was recorded as sent) is the same message, which mail servers and clients
 * fold together. Without a domain in From, `localhost`, as nodemailer's own would have.
 * @param deliveryId a UUID
 */
export function messageIdFor(deliveryId: string, from: string): string {
  const domain = /@([^\s<>@]+)>?$/.exec(oneLine(from))?.[1] ?? "localhost";
  return `<${deliveryId}@${domain}>`;
}

const labelOf = (key: string): string => fieldLabels[key] ?? key;

/**
 * @param options deliveryId: the outbox delivery that sends it, which names its Message-ID
 *   (messageIdFor)
 */
export function renderMail(
  message: MailMessage,
  { deliveryId }: { deliveryId?: string } = {},
): RenderedMail {
  const paragraphs = message.paragraphs ?? [];
  const fields = Object.entries(message.fields).filter(
    (entry): entry is Row => typeof entry[1] === "string",
  );
  const sections = message.sections ?? [];
  const textRows = (rows: readonly Row[]) =>
    rows.map(([label, value]) => `${label}: ${value.replace(/\r?\n/g, "\n  ")}`).join("\n");
  const labelled = fields.map(([key, value]): Row => [labelOf(key), value]);
  const text = [
    ...paragraphs,
    ...(labelled.length ? [textRows(labelled)] : []),
    ...sections.map((section) => `${section.heading}\n${textRows(section.rows)}`),
  ].join("\n\n");
  const htmlTable = (rows: readonly Row[]) =>
    rows.length
      ? `<table cellpadding="0" cellspacing="0">${rows
          .map(
            ([label, value]) =>
              `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#475569">${escapeHtml(label)}</th>` +
              `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
          )
          .join("")}</table>`
      : "";
  const html =
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(oneLine(message.subject))}</title></head>` +
    `<body style="font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#0f172a;line-height:1.5">` +
    paragraphs
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, "<br>")}</p>`)
      .join("") +
    htmlTable(labelled) +
    sections
      .map(
        (section) =>
          `<h2 style="font-size:1rem;margin:1.5em 0 0.5em">${escapeHtml(section.heading)}</h2>` +
          htmlTable(section.rows),
      )
      .join("") +
    `</body></html>`;
  return {
    from: oneLine(message.from),
    to: oneLine(message.to),
    ...(message.replyTo ? { replyTo: oneLine(message.replyTo) } : {}),
    subject: oneLine(message.subject),
    text,
    html,
    ...(deliveryId ? { messageId: messageIdFor(deliveryId, message.from) } : {}),
  };
}
