import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildBusinessEmail,
  buildContactBusinessEmail,
  buildThankYouEmail,
} from "./enquiry-email.ts";
import { interestOptions, type Enquiry } from "../../src/shared/schemas/enquiry.ts";
import { escapeHtml } from "../html.ts";
import { messageIdFor, oneLine, renderMail } from "./render.ts";

const addresses = {
  from: "no-reply@automatica.example",
  businessRecipient: "hello@automatica.example",
};
const enquiry: Enquiry = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: undefined,
  organization: undefined,
  interestedIn: "Chat Bot",
  needs: "Answer the same ten questions for us.",
  additionalInfo: undefined,
};

describe("rendering an e-mail", { timeout: 30_000 }, () => {
  it("puts no bidi control or zero-width character into a header, from a row stored before they were removed", () => {
    const mail = renderMail(
      buildContactBusinessEmail(
        {
          name: "Ada\u200b Lovelace",
          email: "ada@example.com",
          subject: "Invoice \u202efdp.exe\u2066\u200d",
          message: "m",
        },
        addresses,
      ),
    );
    expect(mail.subject).toBe("New Contact Message: Ada Lovelace - Invoice fdp.exe");
    expect(
      oneLine("a\u202a\u202b\u202c\u202d\u2067\u2068\u2069\u200e\u200f\u061c\u200c\u2060\ufeffb"),
    ).toBe("ab");
  });

  it("puts no CR, LF or other control character into any header, whatever the name", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary" }),
        fc.string(),
        fc.constantFrom(...interestOptions),
        (name, subject, interestedIn) => {
          for (const message of [
            buildBusinessEmail({ ...enquiry, name, interestedIn }, addresses),
            buildThankYouEmail({ ...enquiry, name, interestedIn }, addresses),
            buildContactBusinessEmail(
              { name, email: "a@example.com", subject, message: "m" },
              addresses,
            ),
          ]) {
            const mail = renderMail(message);
            for (const header of [mail.subject, mail.from, mail.to, mail.replyTo ?? ""]) {
              // eslint-disable-next-line no-control-regex
              expect(header).not.toMatch(/[\u0000-\u001f\u007f\u2028\u2029]/);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
    expect(oneLine("Eve\r\nBcc: victim@example.net")).toBe("Eve Bcc: victim@example.net");
  });

  it("escapes every value in the HTML part and keeps it as typed in the text part", () => {
    fc.assert(
      fc.property(fc.string(), (needs) => {
        const mail = renderMail(buildBusinessEmail({ ...enquiry, needs }, addresses));
        expect(mail.html).toContain(`white-space:pre-wrap">${escapeHtml(needs)}</td>`);
        expect(mail.text).toContain(`Needs: ${needs.replace(/\r?\n/g, "\n  ")}`);
      }),
      { numRuns: 150 },
    );
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
  });

  it("reads 'Not provided' and 'None' for what was left empty", () => {
    const mail = renderMail(buildBusinessEmail(enquiry, addresses));
    expect(mail.text).toBe(
      [
        "Name: Ada Lovelace",
        "Email: ada@example.com",
        "Phone: Not provided",
        "Organization: Not provided",
        "Interested in: Chat Bot",
        "Needs: Answer the same ten questions for us.",
        "Additional info: None",
      ].join("\n"),
    );
  });

  it("names the Message-ID after the delivery, at the From address's domain", () => {
    const id = "0b7e4a53-2f7e-4c55-9f55-3d0e2f0a9d11";
    const mail = renderMail(buildBusinessEmail(enquiry, addresses), { deliveryId: id });
    expect(mail.messageId).toBe(`<${id}@automatica.example>`);
    expect(messageIdFor(id, "Automatica <no-reply@mail.automatica.example>")).toBe(
      `<${id}@mail.automatica.example>`,
    );
    expect(messageIdFor(id, "Automatica")).toBe(`<${id}@localhost>`);
    // Without a delivery (a preview), nodemailer makes one up.
    expect(renderMail(buildBusinessEmail(enquiry, addresses))).not.toHaveProperty("messageId");
  });
});
