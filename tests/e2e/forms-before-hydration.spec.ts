import { expect, test, type Page } from "./fixtures";
import {
  contactForm,
  expectNoTypedValueIn,
  expectToast,
  leadForm,
  recordUrls,
  siteForms,
} from "./forms-support";
import { holdScripts } from "./support";

/**
 * The site's scripts arrive 4 s after the page was asked for at the earliest, and not before
 * `release()` (a slow machine may take longer than 4 s to fill a form, and the point is to act
 * before the code is there).
 */
const delayScripts = async (page: Page) =>
  (await holdScripts(page, { ms: 4_000, untilReleased: true })).release;

/** Whether the page's form has been taken over by its island (progressive-form marks it). */
const hydrated = (page: Page) =>
  page.evaluate(() =>
    document.querySelector('form[method="post"]')?.hasAttribute("data-interactive"),
  );

test.describe("forms submitted before their code has loaded", () => {
  test.setTimeout(60_000);

  for (const form of siteForms) {
    test(`the ${form.name} form holds the submit, then sends what was typed once its code runs`, async ({
      page,
    }) => {
      const releaseScripts = await delayScripts(page);
      const urls = recordUrls(page);
      await page.goto(form.path, { waitUntil: "commit" });
      await form.fill(page);
      expect(await hydrated(page)).toBe(false);
      await page.getByRole("button", { name: form.submit }).click();
      releaseScripts();
      // The island's code arrives, then the sending code and the proof of work's worker, loaded
      // when the held submit is sent.
      await expectToast(page, form.success.title, form.success.description, { timeout: 20_000 });
      expect(new URL(page.url()).pathname).toBe(form.path);
      expect(new URL(page.url()).search).toBe("");
      expectNoTypedValueIn(urls, page, form.typed);
    });
  }

  test("the lead form keeps what was typed and chosen before its code loaded", async ({ page }) => {
    const releaseScripts = await delayScripts(page);
    await page.goto("/get-started-form", { waitUntil: "commit" });
    await leadForm.fill(page);
    expect(await hydrated(page)).toBe(false);
    releaseScripts();
    await page.locator('form[data-interactive="true"]').waitFor({ timeout: 20_000 });
    await expect(page.getByLabel("Full name")).toHaveValue("Ada Lovelace");
    await expect(page.getByLabel("Work email")).toHaveValue("ada@example.com");
    await expect(page.getByLabel("Phone")).toHaveValue("+1 555 010 1234");
    await expect(
      page.getByRole("radio", { name: "Business Automation", exact: true }),
    ).toBeChecked();
    await expect(page.getByLabel("What would you like to automate?")).toHaveValue(
      "Route supplier invoices to accounting.",
    );
    await expect(page.getByText("38/500")).toBeVisible();
    await expect(page.getByLabel("Anything else we should know?")).toHaveValue("We use Xero");
  });

  test("the contact form keeps what was typed before its code loaded", async ({ page }) => {
    const releaseScripts = await delayScripts(page);
    await page.goto("/contact", { waitUntil: "commit" });
    await contactForm.fill(page);
    expect(await hydrated(page)).toBe(false);
    releaseScripts();
    await page.locator('form[data-interactive="true"]').waitFor({ timeout: 20_000 });
    await expect(page.getByLabel("Name")).toHaveValue("Noor Haddad");
    await expect(page.getByLabel("Subject")).toHaveValue("Pilot for our clinic");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue(
      "Three sites, one inbox.",
    );
  });
});
