import { expect, test } from "./fixtures";
import { expectToast, fillLeadAs, gotoForm, uniqueToken, waitForMail } from "./forms-support";

/**
 * Where a lead came from reaches the business: the business e-mail's "Source" part names the form's
 * page, the visit's landing page, the site that linked there and the landing URL's campaign tags
 * (src/lib/keep-visit-source.ts, lib/visit-source.ts; without JavaScript the server reads the
 * form page's address).
 */

const BUSINESS = "hello@automatica.example";

/** The "Source" part of an e-mail's text: its heading and the rows under it. */
function sourcePart(text: string) {
  return text.slice(text.indexOf("\nSource\n"));
}

test.describe("where a lead came from", () => {
  test("a visit that lands on a campaign link and sends the lead form later names both pages and the campaign", async ({
    page,
  }) => {
    const email = `ada.${uniqueToken()}@example.com`;
    await page.goto("/pricing?utm_source=newsletter&utm_campaign=spring&gclid=abc", {
      referer: "https://news.example/issues/12?reader=ada",
    });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Later in the same visit (tab), the visitor goes on to the lead form.
    await gotoForm(page, "/get-started-form");
    await fillLeadAs(page, email);
    const posted = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith("/api/enquiries"),
    );
    await page.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Form submitted!", "We'll be in touch with you soon.");
    // It went with a solved proof of work and the time trap.
    const body = (await posted).postDataJSON() as { altcha?: string; elapsedMs?: number };
    expect(JSON.parse(atob(body.altcha ?? ""))).toMatchObject({
      challenge: { parameters: { algorithm: "PBKDF2/SHA-256" } },
      solution: { counter: expect.any(Number), derivedKey: expect.any(String) },
    });
    expect(body.elapsedMs).toBeGreaterThan(0);

    const business = await waitForMail(
      (mail) => mail.envelope.to.includes(BUSINESS) && mail.text.includes(email),
    );
    const source = sourcePart(business.text);
    expect(source).toContain("Form page: /get-started-form");
    expect(source).toContain("Landing page: /pricing");
    expect(source).toContain("Referrer: https://news.example");
    expect(source).toContain("UTM source: newsletter");
    expect(source).toContain("UTM campaign: spring");
    // Only the origin of the linking page, and only the campaign tags of the landing URL.
    expect(business.text).not.toContain("reader=ada");
    expect(business.text).not.toContain("gclid");
  });

  test("a visitor who rejected analytics sends the form page alone", async ({ page }) => {
    const email = `ada.${uniqueToken()}@example.com`;
    await page.addInitScript(() => localStorage.setItem("automatica.cookie-consent", "necessary"));
    await page.goto("/pricing?utm_source=newsletter");
    await gotoForm(page, "/get-started-form");
    await fillLeadAs(page, email);
    await page.getByRole("button", { name: "Submit" }).click();
    await expectToast(page, "Form submitted!", "We'll be in touch with you soon.");

    const business = await waitForMail(
      (mail) => mail.envelope.to.includes(BUSINESS) && mail.text.includes(email),
    );
    expect(sourcePart(business.text)).toContain("Form page: /get-started-form");
    expect(business.text).not.toContain("Landing page:");
    expect(business.text).not.toContain("UTM source:");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form page and its campaign tags come from the page's address", async ({ page }) => {
      const email = `ada.${uniqueToken()}@example.com`;
      await page.goto("/get-started-form?utm_source=newsletter");
      await fillLeadAs(page, email);
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page).toHaveURL(/\/get-started-form\/thanks$/);

      const business = await waitForMail(
        (mail) => mail.envelope.to.includes(BUSINESS) && mail.text.includes(email),
      );
      const source = sourcePart(business.text);
      expect(source).toContain("Form page: /get-started-form");
      expect(source).toContain("UTM source: newsletter");
    });
  });
});
