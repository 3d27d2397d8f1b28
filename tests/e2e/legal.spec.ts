import { expect, test } from "./fixtures";
import { legalLastUpdated } from "../../src/content/legal-updated";
import { formatLongDate } from "../../src/lib/date";
import { gotoHydrated } from "./support";

const pages = [
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/terms", heading: "Terms of Service" },
  { path: "/security", heading: "Data Security" },
  { path: "/cookies", heading: "Cookie Policy" },
];
/** "November 24, 2026": the one date of every legal page. */
const updatedOn = formatLongDate(legalLastUpdated);

for (const { path, heading } of pages) {
  test(`${path} shows its title, the legal pages' last-updated date and a working table of contents`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(`Last updated ${updatedOn}`, { exact: true })).toBeVisible();

    const contents = page.getByRole("navigation", { name: "On this page" });
    const contact = contents.getByRole("link", { name: /^Contact/ });
    await contact.click();
    await expect(page).toHaveURL(/#contact/);
    await expect(page.getByRole("heading", { level: 2, name: /^Contact/ })).toBeInViewport();
  });
  // Axe on each policy at each width: the sweep (sweep.spec.ts).
}

test("the terms state currency, payment methods, refunds and cancellation", async ({ page }) => {
  await gotoHydrated(page, "/terms");
  const main = page.getByRole("main");
  await expect(main).toContainText("payments are made in U.S. dollars");
  await expect(main).toContainText("We accept Visa, Mastercard, American Express and PayPal.");
  await expect(main).toContainText("All purchases are non-refundable.");
  await expect(main).toContainText("Cancellation is effective at the end of the paid term");
  await expect(page.getByRole("heading", { name: "Governing law and disputes" })).toBeVisible();
});

test("the privacy policy says no information is solicited from children under 13 and what the forms send", async ({
  page,
}) => {
  await gotoHydrated(page, "/privacy");
  const main = page.getByRole("main");
  await expect(main).toContainText(
    "We do not knowingly solicit or collect personal information from children under 13.",
  );
  await expect(main).toContainText(
    'The contact form, the invitation request and the "Get Started" enquiry form send what you enter to us.',
  );
  await expect(main).toContainText("The sign-in page is a demonstration");
  await expect(main.getByRole("link", { name: "Cookie Policy" }).first()).toHaveAttribute(
    "href",
    "/cookies",
  );
});

test("the security page covers encryption, SSO and vulnerability reports", async ({ page }) => {
  await gotoHydrated(page, "/security");
  const main = page.getByRole("main");
  await expect(main).toContainText("TLS 1.2 or later");
  await expect(main).toContainText("AES-256");
  await expect(main).toContainText("SAML 2.0");
  await expect(page.getByRole("heading", { name: "Reporting a vulnerability" })).toBeVisible();
});

test.describe("cookie choice", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("shows no choice before one is made, even without JavaScript", async ({ page }) => {
      await page.goto("/cookies");
      const panel = page.getByRole("region", { name: "Your cookie choice" });
      await expect(panel.getByRole("status")).toHaveText("No choice saved yet.");
      // The note sits in <noscript>, which browsers show when scripting is off.
      expect(await panel.locator("noscript").textContent()).toContain(
        "Saving a choice needs JavaScript.",
      );
      await expect(page.getByText("This website sets no cookies.")).toBeVisible();
    });
  });

  test("is saved, announced and kept after a reload, and can be changed", async ({ page }) => {
    await gotoHydrated(page, "/cookies");
    const status = page.getByRole("region", { name: "Your cookie choice" }).getByRole("status");
    await expect(status).toHaveText("No choice saved yet.");

    await page.getByRole("button", { name: "Reject All" }).click();
    await expect(status).toHaveText(
      "Your current choice: strictly necessary storage only (Reject All).",
    );
    await expect(page.getByText("Cookie choice saved")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("automatica.cookie-consent"))).toBe(
      "necessary",
    );

    await gotoHydrated(page, "/cookies");
    await expect(status).toHaveText(
      "Your current choice: strictly necessary storage only (Reject All).",
    );

    await page.getByRole("button", { name: "Accept All" }).click();
    await expect(status).toHaveText(
      "Your current choice: all categories, including analytics (Accept All).",
    );
    await page.getByRole("button", { name: "Enable" }).click();
    await expect(status).toHaveText(
      "Your current choice: strictly necessary and functional storage (Enable).",
    );
    expect(await page.evaluate(() => localStorage.getItem("automatica.cookie-consent"))).toBe(
      "functional",
    );
    expect(await page.context().cookies()).toEqual([]);
  });

  test("ignores a stored value it does not recognise", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("automatica.cookie-consent", "yes please"));
    await gotoHydrated(page, "/cookies");
    await expect(
      page.getByRole("region", { name: "Your cookie choice" }).getByRole("status"),
    ).toHaveText("No choice saved yet.");
  });
});
