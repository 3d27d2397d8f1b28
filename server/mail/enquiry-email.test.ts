import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { site } from "../../src/shared/site.ts";
import {
  buildBusinessEmail,
  buildContactBusinessEmail,
  buildContactThankYouEmail,
  buildInviteBusinessEmail,
  buildInviteConfirmationEmail,
  buildThankYouEmail,
} from "./enquiry-email.ts";
import { interestOptions, type Enquiry } from "../../src/shared/schemas/enquiry.ts";

const enquiry: Enquiry = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: undefined,
  organization: undefined,
  interestedIn: "Business Automation",
  needs: "Route invoices from our inbox to accounting.",
  additionalInfo: undefined,
};

describe("business e-mail", () => {
  it("has the subject 'New Form Submission: {name} - {interestedIn}'", () => {
    expect(buildBusinessEmail(enquiry).subject).toBe(
      "New Form Submission: Ada Lovelace - Business Automation",
    );
  });

  it("reads 'Not provided' for a missing phone or organization and 'None' for missing additional info", () => {
    expect(buildBusinessEmail(enquiry).fields).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "Not provided",
      organization: "Not provided",
      interested_in: "Business Automation",
      needs: "Route invoices from our inbox to accounting.",
      additional_info: "None",
    });
  });

  it("carries the phone, organization and additional info when given", () => {
    const fields = buildBusinessEmail({
      ...enquiry,
      phone: "+1 555 0100",
      organization: "Analytical Engines Ltd",
      additionalInfo: "We use Shopify.",
    }).fields;
    expect(fields).toMatchObject({
      phone: "+1 555 0100",
      organization: "Analytical Engines Ltd",
      additional_info: "We use Shopify.",
    });
  });

  it("goes to the business recipient from the no-reply sender", () => {
    expect(buildBusinessEmail(enquiry)).toMatchObject({
      to: site.email,
      from: site.noReplyEmail,
      replyTo: "ada@example.com",
    });
  });
});

describe("thank-you e-mail", () => {
  it("thanks the visitor by the site's name and names the interest, from the fixed list", () => {
    const email = buildThankYouEmail(enquiry);
    expect(email.subject).toBe(`Thank You for Contacting ${site.name}`);
    expect(email.subject).toBe("Thank You for Contacting Automatica");
    expect(email.to).toBe("ada@example.com");
    expect(email.fields).toEqual({ interested_in: "Business Automation" });
    expect(email.paragraphs?.[0]).toBe("Hello,");
  });
});

describe("where a lead came from", () => {
  it("adds a Source section to the business e-mails, and none when nothing is known", () => {
    const source = {
      page: "/get-started-form",
      landingPage: "/pricing",
      referrer: "https://news.example",
      utm: { utm_source: "newsletter", utm_campaign: "spring" },
    };
    const rows = [
      ["Form page", "/get-started-form"],
      ["Landing page", "/pricing"],
      ["Referrer", "https://news.example"],
      ["UTM source", "newsletter"],
      ["UTM campaign", "spring"],
    ];
    expect(buildBusinessEmail(enquiry, undefined, { source }).sections).toEqual([
      { heading: "Source", rows },
    ]);
    expect(
      buildInviteBusinessEmail({ contact: "grace@example.com" }, undefined, { source }).sections,
    ).toEqual([{ heading: "Source", rows }]);
    expect(buildBusinessEmail(enquiry).sections).toEqual([]);
  });
});

describe("e-mail builder with any text", () => {
  it("never throws and keeps every value as given", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme-composite" }),
        fc.string(),
        fc.option(fc.string(), { nil: undefined }),
        fc.constantFrom(...interestOptions),
        fc.string({ unit: "grapheme" }),
        (name, email, phone, interestedIn, needs) => {
          const input = { ...enquiry, name, email, phone, interestedIn, needs };
          const business = buildBusinessEmail(input);
          expect(business.subject).toBe(`New Form Submission: ${name} - ${interestedIn}`);
          expect(business.fields.needs).toBe(needs);
          // The visitor's copy depends on nothing they typed but the address it goes to.
          expect(buildThankYouEmail(input)).toEqual(
            buildThankYouEmail({ ...enquiry, email, interestedIn }),
          );
        },
      ),
      { numRuns: 200 },
    );
  }, 20_000);
});

describe("addresses set by the server", () => {
  it("sends from MAIL_FROM to ENQUIRY_TO when given", () => {
    const addresses = {
      from: "Sales <no-reply@example.org>",
      businessRecipient: "sales@example.org",
    };
    expect(buildBusinessEmail(enquiry, addresses)).toMatchObject({
      from: "Sales <no-reply@example.org>",
      to: "sales@example.org",
    });
    expect(buildThankYouEmail(enquiry, addresses)).toMatchObject({
      from: "Sales <no-reply@example.org>",
      to: "ada@example.com",
    });
  });
});

describe("contact message e-mails", () => {
  const message = {
    name: "Noor Haddad",
    email: "noor@example.com",
    subject: "Pilot for our clinic",
    message: "Three sites, one inbox.",
  };

  it("sends the message to the business, replying to the visitor", () => {
    expect(buildContactBusinessEmail(message)).toEqual({
      from: site.noReplyEmail,
      to: site.email,
      replyTo: "noor@example.com",
      subject: "New Contact Message: Noor Haddad - Pilot for our clinic",
      fields: message,
      sections: [],
    });
  });

  it("thanks the visitor with the contact form's own words", () => {
    const email = buildContactThankYouEmail(message);
    expect(email.to).toBe("noor@example.com");
    expect(email.subject).toBe("Thank You for Contacting Automatica");
    expect(email.paragraphs).toContain("Thank you for reaching out. We'll get back to you soon!");
    expect(JSON.stringify(email)).not.toMatch(/Noor Haddad|Pilot for our clinic|Three sites/);
  });
});

describe("invite request e-mails", () => {
  it("tells the business where to send the invitation", () => {
    expect(buildInviteBusinessEmail({ contact: "grace@example.com" })).toMatchObject({
      to: site.email,
      replyTo: "grace@example.com",
      subject: "New Invite Request: grace@example.com",
      fields: { contact: "grace@example.com" },
    });
    const byPhone = buildInviteBusinessEmail({ contact: "+1 555 010 4200" });
    expect(byPhone).not.toHaveProperty("replyTo");
    expect(byPhone.paragraphs?.[0]).toMatch(/phone number/);
  });

  it("confirms to an e-mail address that the 14-day Pro trial starts with the invitation, and to a phone number nothing", () => {
    const email = buildInviteConfirmationEmail({ contact: "grace@example.com" });
    expect(email?.to).toBe("grace@example.com");
    expect(email?.paragraphs).toContain(
      "Your 14-day free trial of the Pro plan starts with the invitation, no credit card required.",
    );
    expect(buildInviteConfirmationEmail({ contact: "+1 555 010 4200" })).toBeUndefined();
  });
});
