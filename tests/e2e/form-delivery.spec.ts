import { expect, test } from "./fixtures";
import { startSmtpServer } from "../../server/smtp-test-server.ts";
import {
  expectNoTypedValueIn,
  expectToast,
  fillLeadAs,
  gotoForm,
  leadForm,
  recordUrls,
  uniqueToken,
  waitForMail,
} from "./forms-support";
import { freePort, startOwnServer } from "./own-server";

const BUSINESS = "hello@automatica.example";
const NO_REPLY = "no-reply@automatica.example";

test.describe("a form's submission reaches the business by e-mail", () => {
  test("the lead form: stored, the business e-mail per the spec and a thank-you that carries nothing typed", async ({
    page,
  }) => {
    const email = `ada.${uniqueToken()}@example.com`;
    await gotoForm(page, "/get-started-form");
    await fillLeadAs(page, email);
    await page.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Form submitted!", "We'll be in touch with you soon.");

    const business = await waitForMail(
      (mail) => mail.envelope.to.includes(BUSINESS) && mail.text.includes(email),
    );
    expect(business.subject).toBe("New Form Submission: Ada Lovelace - Business Automation");
    expect(business.from).toContain(NO_REPLY);
    for (const value of [
      "Ada Lovelace",
      "+1 555 010 1234",
      "Analytical Engines",
      "Business Automation",
      "Route supplier invoices to accounting.",
      "We use Xero",
    ]) {
      expect(business.text).toContain(value);
    }

    const thanks = await waitForMail((mail) => mail.envelope.to.includes(email));
    expect(thanks.subject).toBe("Thank You for Contacting Automatica");
    expect(thanks.text).toContain("Thank you for your interest in Business Automation.");
    // Nothing the visitor typed: anyone could have typed this address.
    expect(thanks.text).not.toContain("Ada Lovelace");
    expect(thanks.text).not.toContain("Route supplier invoices");
  });

  test("the contact form: the business e-mail carries the message", async ({ page }) => {
    const email = `noor.${uniqueToken()}@example.com`;
    await gotoForm(page, "/contact");
    await page.getByLabel("Name").fill("Noor Haddad");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Subject").fill("Pilot for our clinic");
    await page.getByLabel("Message", { exact: true }).fill("Three sites, one inbox.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectToast(
      page,
      "Message Sent",
      "Thank you for reaching out. We'll get back to you soon!",
    );
    await expect(page.getByLabel("Name")).toHaveValue("");

    const business = await waitForMail(
      (mail) => mail.envelope.to.includes(BUSINESS) && mail.text.includes(email),
    );
    expect(business.subject).toBe("New Contact Message: Noor Haddad - Pilot for our clinic");
    expect(business.text).toContain("Three sites, one inbox.");
    const thanks = await waitForMail((mail) => mail.envelope.to.includes(email));
    expect(thanks.subject).toBe("Thank You for Contacting Automatica");
  });

  test("the invite form: the business e-mail names who asked, and they get a confirmation", async ({
    page,
  }) => {
    const email = `grace.${uniqueToken()}@example.com`;
    await gotoForm(page, "/get-started");
    await page.getByLabel("Email or Phone").fill(email);
    await page.getByRole("button", { name: "Request Invite" }).click();
    await expectToast(page, "Welcome to Automatica", "We'll send you an invitation shortly.");
    await expect(page.getByLabel("Email or Phone")).toHaveValue(email);

    const business = await waitForMail(
      (mail) => mail.envelope.to.includes(BUSINESS) && mail.subject.includes(email),
    );
    expect(business.subject).toBe(`New Invite Request: ${email}`);
    const confirmation = await waitForMail((mail) => mail.envelope.to.includes(email));
    expect(confirmation.subject).toBe("Your Automatica Invitation Request");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the lead form lands on its thank-you page, and the business e-mail arrives", async ({
      page,
    }) => {
      const email = `ada.${uniqueToken()}@example.com`;
      const urls = recordUrls(page);
      await page.goto("/get-started-form");
      await fillLeadAs(page, email);
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page).toHaveURL(/\/get-started-form\/thanks$/);
      await expect(page.getByRole("heading", { level: 1, name: "Form submitted!" })).toBeVisible();
      expectNoTypedValueIn(urls, page, [...leadForm.typed, email]);
      const business = await waitForMail(
        (mail) => mail.envelope.to.includes(BUSINESS) && mail.text.includes(email),
      );
      expect(business.subject).toBe("New Form Submission: Ada Lovelace - Business Automation");
    });
  });
});

test.describe("when the SMTP server is down", () => {
  test.setTimeout(90_000);

  test("the visitor still succeeds, the enquiry waits, and goes out once SMTP is back", async ({
    page,
  }) => {
    const smtpPort = await freePort();
    const server = await startOwnServer({
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OUTBOX_RETRY_MS: "1000",
    });
    let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    try {
      const email = `ada.${uniqueToken()}@example.com`;
      await gotoForm(page, `${server.url}/get-started-form`);
      await fillLeadAs(page, email);
      await page.getByRole("button", { name: "Submit" }).click();
      await expectToast(page, "Form submitted!", "We'll be in touch with you soon.");

      // Stored, and its two e-mails wait in the outbox while nothing answers on the SMTP port.
      await expect.poll(async () => (await server.health()).pending).toBe(2);
      await page.waitForTimeout(2_000);
      expect(await server.health()).toMatchObject({ database: "ok", pending: 2, failed: 0 });

      smtp = await startSmtpServer({ port: smtpPort, plain: true });
      await expect
        .poll(() => smtp!.received.map((mail) => mail.subject).sort(), { timeout: 60_000 })
        .toEqual([
          "New Form Submission: Ada Lovelace - Business Automation",
          "Thank You for Contacting Automatica",
        ]);
      expect(smtp.received.find((mail) => mail.envelope.to.includes(email))).toBeTruthy();
      await expect.poll(async () => (await server.health()).pending).toBe(0);
    } finally {
      await smtp?.close();
      await server.stop();
    }
  });
});

test.describe("too many submissions", () => {
  test("the visitor is told when to try again, and keeps every value", async ({ page }) => {
    const server = await startOwnServer();
    try {
      // Five enquiries a minute from one address are accepted (the default limit)...
      for (let index = 0; index < 5; index += 1) {
        const response = await page.request.post(`${server.url}/api/enquiries`, {
          data: {
            name: "Ada Lovelace",
            email: `ada.${index}@example.com`,
            interestedIn: "Chat Bot",
            needs: "Answer order questions in chat.",
          },
        });
        expect(response.status()).toBe(201);
      }
      // ...the sixth, from the form, is not.
      await gotoForm(page, `${server.url}/get-started-form`);
      await leadForm.fill(page);
      await page.getByRole("button", { name: "Submit" }).click();
      await expectToast(
        page,
        "Submission failed",
        "You have sent this form several times in a short while. Please try again in",
      );
      await expect(page.locator("[data-sonner-toast]")).toContainText(
        /try again in \d+ seconds?\./,
      );
      await expect(page.getByLabel("Full name")).toHaveValue("Ada Lovelace");
      await expect(page.getByLabel("Work email")).toHaveValue("ada@example.com");
      await expect(
        page.getByRole("radio", { name: "Business Automation", exact: true }),
      ).toBeChecked();
      await expect(page.getByRole("button", { name: "Submit" })).toBeEnabled();
    } finally {
      await server.stop();
    }
  });
});
