// End to end, on the loopback: a form reaches the API, the outbox sends its e-mails to a real SMTP
// server (smtp-server, read back with mailparser) over STARTTLS, each with its delivery's
// Message-ID, and its webhook call to a receiver that checks the signature.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deliveries } from "./db/schema.ts";
import { createMailer } from "./outbox/mailer.ts";
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyWebhook } from "./outbox/webhook.ts";
import { createService, type Service } from "./service.ts";
import { dispatchFor, forms } from "./submissions/forms.ts";
import { makeBuild } from "./test-helpers.ts";
import {
  freshDatabase,
  startSmtpServer,
  startWebhookReceiver,
  testConfig,
  truncate,
  VALID,
} from "./test-support.ts";

const SECRET = "whsec_test_0123456789";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let service: Service;
let build: ReturnType<typeof makeBuild>;

beforeAll(async () => {
  [smtp, receiver, fresh] = await Promise.all([
    startSmtpServer(),
    startWebhookReceiver(),
    freshDatabase(false),
  ]);
  build = makeBuild();
  service = await createService({
    config: testConfig({
      SMTP_URL: smtp.url,
      MAIL_FROM: "Automatica <no-reply@automatica.example>",
      ENQUIRY_TO: "sales@automatica.example",
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: SECRET,
    }),
    dir: build.dir,
    database: fresh.database,
    mailer: createMailer(smtp.url, { tls: smtp.tls }),
    worker: { baseDelayMs: 1000 },
  });
  await service.app.ready();
}, 60_000);
afterAll(async () => {
  await service.app.close();
  await fresh.drop();
  await Promise.all([smtp.close(), receiver.close()]);
  build.remove();
});
beforeEach(async () => {
  await truncate(fresh.database.db);
  smtp.received.length = 0;
  smtp.state.reject = false;
  receiver.requests.length = 0;
  receiver.state.status = 204;
});

/** Posts a form, expects a 201 and answers the submission's id. */
const post = async (url: string, payload: object) => {
  const response = await service.app.inject({ method: "POST", url, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
};
/** A webhook call's JSON body, as far as these tests read it. */
interface WebhookBody {
  timestamp: number;
  source?: { utm?: Record<string, string> };
}
const webhookBody = (text: string): WebhookBody => JSON.parse(text);

const deliverAll = async () => {
  while ((await service.worker.runOnce()) > 0);
};
const mailTo = (to: string) => smtp.received.find((mail) => mail.envelope.to.includes(to));

// SMTP with STARTTLS takes a few round trips: generous per-test time on a busy machine.
describe("e-mail and webhook delivery", { timeout: 30_000 }, () => {
  it("sends an enquiry's business and thank-you e-mails as the SPEC builds them, over STARTTLS", async () => {
    await post("/api/enquiries", VALID.enquiry);
    await deliverAll();
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received.every((mail) => mail.secure)).toBe(true);

    const business = mailTo("sales@automatica.example");
    expect(business?.subject).toBe("New Form Submission: Ada Lovelace - Business Automation");
    expect(business?.from).toBe('"Automatica" <no-reply@automatica.example>');
    expect(business?.headers).toMatch(/^Reply-To: ada@example\.com$/m);
    expect(business?.text).toContain("Name: Ada Lovelace");
    expect(business?.text).toContain("Phone: Not provided");
    expect(business?.text).toContain("Organization: Not provided");
    expect(business?.text).toContain("Interested in: Business Automation");
    expect(business?.text).toContain("Needs: Route invoices from our inbox to accounting.");
    expect(business?.text).toContain("Additional info: None");
    expect(business?.html).toContain("Not provided");

    const thanks = mailTo("ada@example.com");
    expect(thanks?.subject).toBe("Thank You for Contacting Automatica");
    expect(thanks?.text).toMatch(/^Hello,$/m);
    expect(thanks?.text).toContain("Thank you for your interest in Business Automation.");
    expect(await service.store.outboxCounts()).toEqual({ pending: 0, failed: 0 });
  });

  it("sends confirmations that carry nothing a visitor typed and link only to this site", async () => {
    const typed = {
      name: "Visit https://spam.example now",
      needs: "Cheap pills at http://pills.example, call +1 555 0199.",
      organization: "Spam Ltd",
      phone: "+1 555 0199",
      additionalInfo: "Unsubscribe at www.spam.example",
    };
    // Both are held (links, phrases, no proof of work): released by hand, each is confirmed like
    // any other.
    const enquiry = await post("/api/enquiries", { ...VALID.enquiry, ...typed });
    await service.admin.release({ id: enquiry });
    const contact = await post("/api/contact", {
      ...VALID.contact,
      subject: "Claim your prize at prize.example",
      message: "Click here",
    });
    await service.admin.release({ id: contact });
    await post("/api/invites", { contact: "grace@example.com" });
    await deliverAll();
    const confirmations = smtp.received.filter(
      (mail) => !mail.envelope.to.includes("sales@automatica.example"),
    );
    expect(confirmations.map((mail) => mail.envelope.to[0]).sort()).toEqual([
      "ada@example.com",
      "grace@example.com",
      "noor@example.com",
    ]);
    for (const mail of confirmations) {
      for (const value of [
        ...Object.values(typed),
        VALID.enquiry.name,
        VALID.contact.name,
        "Claim your prize",
        "prize.example",
        "Click here",
      ]) {
        expect(mail.text).not.toContain(value);
        expect(mail.html).not.toContain(value);
        expect(mail.subject).not.toContain(value);
      }
      const links = [...`${mail.text} ${mail.html}`.matchAll(/https?:\/\/[^\s<>"']+/g)].map(
        ([link]) => new URL(link).origin,
      );
      expect(links.length).toBeGreaterThan(0);
      expect(new Set(links)).toEqual(new Set(["https://automatica.example"]));
    }
  });

  it("tells the business where the lead came from, under Source, and the webhook too", async () => {
    const id = await post("/api/enquiries", {
      ...VALID.enquiry,
      source: {
        page: "/get-started-form",
        landingPage: "/pricing",
        referrer: "https://news.example/issue/12?x=1",
        utm: { utm_source: "newsletter", utm_campaign: "spring", utm_bogus: "x" },
      },
    });
    await deliverAll();
    const business = mailTo("sales@automatica.example");
    expect(business?.text).toContain(
      [
        "Source",
        "Form page: /get-started-form",
        "Landing page: /pricing",
        "Referrer: https://news.example",
        "UTM source: newsletter",
        "UTM campaign: spring",
      ].join("\n"),
    );
    expect(business?.html).toContain(">Source</h2>");
    const body = webhookBody(receiver.requests[0]?.body ?? "{}");
    expect(body).toMatchObject({
      id,
      source: {
        page: "/get-started-form",
        landingPage: "/pricing",
        referrer: "https://news.example",
        utm: { utm_source: "newsletter", utm_campaign: "spring" },
      },
    });
    expect(body.source?.utm).not.toHaveProperty("utm_bogus");
  });

  it("sends the day's suspect submissions to the business in one digest, first lines only", async () => {
    const long = Array.from({ length: 8 }, (_, line) => `Line ${line + 1} of the message.`).join(
      "\n",
    );
    await post("/api/contact", {
      ...VALID.contact,
      message: `${long}\nSee a.example, b.example and c.example.`,
    });
    await post("/api/enquiries", {
      ...VALID.enquiry,
      needs: "Do you also do seo services for a site like ours?",
    });
    await deliverAll();
    expect(smtp.received).toEqual([]);
    expect(await service.daily.runIfDue()).toBe(true);
    await deliverAll();
    expect(smtp.received).toHaveLength(1);
    const [digest] = smtp.received;
    expect(digest?.envelope.to).toEqual(["sales@automatica.example"]);
    expect(digest?.subject).toBe("Held as possible spam: 2 suspect submissions");
    expect(digest?.text).toContain("Held because: no proof of work; 3 links in the text");
    expect(digest?.text).toContain(
      'Held because: no proof of work; the spam phrase "seo services"',
    );
    expect(digest?.text).toContain("Name: Noor Haddad");
    expect(digest?.text).toContain("Line 3 of the message.");
    expect(digest?.text).not.toContain("Line 4 of the message.");
    expect(digest?.text).toContain("npm run enquiries -- release ID");
    const [delivery] = await fresh.database.db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(eq(deliveries.channel, "suspect_digest"));
    expect(digest?.messageId).toBe(`<${delivery?.id}@automatica.example>`);
    // Once a day: the same day does not send them again.
    expect(await service.daily.runIfDue()).toBe(false);
  });

  it("gives each e-mail its delivery's Message-ID, the same when a lost record sends it again", async () => {
    const id = await post("/api/enquiries", VALID.enquiry);
    await deliverAll();
    const [business, thanks] = await service.store.deliveriesOf(id);
    expect(business?.channel).toBe("business_email");
    expect(thanks?.channel).toBe("thank_you_email");
    const businessId = `<${business?.id}@automatica.example>`;
    expect(mailTo("sales@automatica.example")?.messageId).toBe(businessId);
    expect(mailTo("ada@example.com")?.messageId).toBe(`<${thanks?.id}@automatica.example>`);
    // The SMTP server answered 250, then the database went before the delivery was recorded as
    // sent: it is still pending, held by this instance, which restarts and takes it back.
    if (!business) throw new Error("no delivery to the business");
    await fresh.database.db
      .update(deliveries)
      .set({
        status: "pending",
        sentAt: null,
        lockedUntil: new Date(Date.now() + 5 * 60_000),
        lockedBy: service.worker.instanceId,
      })
      .where(eq(deliveries.id, business.id));
    expect(await service.worker.takeBack()).toBe(1);
    await deliverAll();
    const toBusiness = smtp.received.filter((mail) =>
      mail.envelope.to.includes("sales@automatica.example"),
    );
    expect(toBusiness.map((mail) => mail.messageId)).toEqual([businessId, businessId]);
    expect(smtp.received).toHaveLength(3);
  });

  it("carries the phone, organisation and additional info when given", async () => {
    await post("/api/enquiries", {
      ...VALID.enquiry,
      phone: "+1 555 0100",
      organization: "Analytical Engines Ltd",
      additionalInfo: "We use Shopify.",
    });
    await deliverAll();
    const business = mailTo("sales@automatica.example");
    expect(business?.text).toContain("Phone: +1 555 0100");
    expect(business?.text).toContain("Organization: Analytical Engines Ltd");
    expect(business?.text).toContain("Additional info: We use Shopify.");
  });

  it("sends a contact message to the business and a confirmation to the visitor", async () => {
    await post("/api/contact", VALID.contact);
    await deliverAll();
    const business = mailTo("sales@automatica.example");
    expect(business?.subject).toBe("New Contact Message: Noor Haddad - Pilot for our clinic");
    expect(business?.text).toContain("Message: Three sites, one inbox.");
    expect(business?.headers).toMatch(/^Reply-To: noor@example\.com$/m);
    const thanks = mailTo("noor@example.com");
    expect(thanks?.subject).toBe("Thank You for Contacting Automatica");
    expect(thanks?.text).toContain("Thank you for reaching out. We'll get back to you soon!");
  });

  it("confirms an invite request by e-mail: the 14-day Pro trial starts with the invitation, no credit card", async () => {
    await post("/api/invites", VALID.invite);
    await deliverAll();
    expect(mailTo("sales@automatica.example")?.subject).toBe(
      "New Invite Request: grace@example.com",
    );
    const confirmation = mailTo("grace@example.com");
    expect(confirmation?.subject).toBe("Your Automatica Invitation Request");
    expect(confirmation?.text).toContain(
      "Your 14-day free trial of the Pro plan starts with the invitation, no credit card required.",
    );
  });

  it("sends an invite request made with a phone number to the business only", async () => {
    await post("/api/invites", { contact: "+1 555 010 4200" });
    await deliverAll();
    expect(smtp.received.map((mail) => mail.envelope.to)).toEqual([["sales@automatica.example"]]);
    expect(smtp.received[0]?.text).toContain("Email or phone: +1 555 010 4200");
  });

  it("never lets a CR or LF in a name reach a header, even in a row stored before the API refused them", async () => {
    const enquiry = { ...VALID.enquiry, name: "Eve\r\nBcc: victim@example.net\r\nX-Injected: yes" };
    const contact = {
      ...VALID.contact,
      name: "Eve\nBcc: victim@example.net",
      subject: "Hi\r\nCc: victim@example.net",
    };
    // The API refuses them now (server/input.test.ts)...
    for (const [url, payload] of [
      ["/api/enquiries", enquiry],
      ["/api/contact", contact],
    ] as const) {
      const response = await service.app.inject({ method: "POST", url, payload });
      expect(response.statusCode).toBe(400);
    }
    // ...but rows stored before still go out.
    for (const [kind, data] of [
      ["enquiry", enquiry],
      ["contact", contact],
    ] as const) {
      await service.store.submit({
        kind,
        data,
        verdict: "ok",
        ...dispatchFor(forms[kind], data, { webhook: true, confirmationsPerHour: 100 }),
      });
    }
    await deliverAll();
    expect(smtp.received).toHaveLength(4);
    for (const mail of smtp.received) {
      expect(mail.envelope.to).not.toContain("victim@example.net");
      expect(mail.headers).not.toMatch(/^(Bcc|Cc|X-Injected):/im);
    }
    const business = smtp.received.find((mail) => mail.subject.startsWith("New Form Submission"));
    expect(business?.subject).toBe(
      "New Form Submission: Eve Bcc: victim@example.net X-Injected: yes - Business Automation",
    );
  });

  it("escapes what visitors type in the HTML part", async () => {
    await post("/api/enquiries", {
      ...VALID.enquiry,
      name: "<img src=x onerror=alert(1)>",
      needs: '<script>alert("x")</script> & more',
    });
    await deliverAll();
    for (const mail of smtp.received) {
      expect(mail.html).not.toContain("<script>");
      expect(mail.html).not.toContain("<img");
    }
    const business = mailTo("sales@automatica.example");
    expect(business?.html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more",
    );
    expect(business?.text).toContain('Needs: <script>alert("x")</script> & more');
  });

  it("posts the submission to the webhook, signed so the receiver can verify it", async () => {
    const id = await post("/api/contact", VALID.contact);
    await deliverAll();
    expect(receiver.requests).toHaveLength(1);
    const [request] = receiver.requests;
    const signature = String(request?.headers[SIGNATURE_HEADER.toLowerCase()]);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhook(SECRET, request?.body ?? "", signature)).toBe(true);
    expect(verifyWebhook("another secret", request?.body ?? "", signature)).toBe(false);
    expect(verifyWebhook(SECRET, `${request?.body} `, signature)).toBe(false);
    const body = webhookBody(request?.body ?? "{}");
    expect(body).toMatchObject({ id, kind: "contact", data: VALID.contact });
    expect(String(body.timestamp)).toBe(request?.headers[TIMESTAMP_HEADER.toLowerCase()]);
    expect(Math.abs(body.timestamp - Date.now() / 1000)).toBeLessThan(60);
  });

  it("keeps an e-mail the SMTP server refuses, and a webhook that fails, for a retry", async () => {
    smtp.state.reject = true;
    receiver.state.status = 500;
    const id = await post("/api/invites", { contact: "+1 555 010 4200" });
    await deliverAll();
    const deliveries = await service.store.deliveriesOf(id);
    expect(
      deliveries.map(({ channel, status, attempts }) => ({ channel, status, attempts })),
    ).toEqual([
      { channel: "business_email", status: "pending", attempts: 1 },
      { channel: "webhook", status: "pending", attempts: 1 },
    ]);
    expect(deliveries[0]?.lastError).toMatch(/451/);
    expect(deliveries[1]?.lastError).toBe("Error: webhook answered HTTP 500");
  });
});
