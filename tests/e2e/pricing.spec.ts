import { expect, test, type Page } from "./fixtures";
import { gotoHydrated as gotoHydratedPage } from "./support";

/** Hydrated, and the page's lazily loaded widget has arrived (it replaces its prerendered HTML). */
async function gotoHydrated(page: Page, path: string) {
  await gotoHydratedPage(page, path);
  await page.waitForLoadState("networkidle");
}

// Builds and browsers share a busy machine: allow slow page loads.
test.describe.configure({ timeout: 120_000 });

test.describe("pricing", () => {
  test("billing starts on annual and the switch shows monthly prices", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Flexible Pricing for Every Business",
    );
    // The real saving of $24 against $29 (17.2%), not the spec's "Save 20%".
    await expect(page.getByText("Save 17%")).toBeVisible();

    const billing = page.getByRole("switch", { name: "Annual billing" });
    const pro = page.getByRole("article", { name: "Pro" });
    await expect(billing).toBeChecked();
    await expect(pro.getByText("$24", { exact: true })).toBeVisible();
    await expect(pro.getByText("Billed annually ($288 per year)")).toBeVisible();
    await expect(pro.getByText("Most popular")).toBeVisible();

    await billing.click();
    await expect(billing).not.toBeChecked();
    await expect(pro.getByText("$29", { exact: true })).toBeVisible();
    await expect(pro.getByText("Billed monthly")).toBeVisible();
    await expect(pro.getByText("$24", { exact: true })).toBeHidden();

    await billing.press("Space");
    await expect(billing).toBeChecked();
    await expect(pro.getByText("$24", { exact: true })).toBeVisible();
  });

  test("plans show their prices and lead to the right forms", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    const free = page.getByRole("article", { name: "Free" });
    await expect(free.getByText("$0", { exact: true })).toBeVisible();
    await expect(free.getByText("1,000 automations per month")).toBeVisible();
    const enterprise = page.getByRole("article", { name: "Enterprise" });
    await expect(enterprise.getByText("Custom", { exact: true })).toBeVisible();
    await expect(enterprise.getByRole("link", { name: /Contact Sales/ })).toHaveAttribute(
      "href",
      "/contact?subject=Enterprise%20plan",
    );
    // Starting free or starting the trial both begin with the invitation.
    await expect(free.getByRole("link", { name: /Get started free/ })).toHaveAttribute(
      "href",
      "/get-started",
    );
    await expect(
      page.getByRole("article", { name: "Pro" }).getByRole("link", { name: /Start free trial/ }),
    ).toHaveAttribute("href", "/get-started");
  });

  test("the FAQ states the real annual figures and what happens over a limit", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    await page.getByText("How does annual billing work?").click();
    const annual = page.getByText(/^Annual billing charges the year up front/);
    await expect(annual).toContainText("$288 for the year");
    await expect(annual).toContainText("$348 over twelve months");
    await expect(annual).toContainText("$60 less a year");
    await expect(annual).not.toContainText("%");
    await page.getByText("What happens if I go over my plan's limits?").click();
    await expect(page.getByText(/Usage above a limit is not charged automatically/)).toBeVisible();
  });

  test("the FAQ answers the free trial question", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    await page.getByText("Is there a free trial?").click();
    await expect(
      page.getByText(/14-day free trial of the Pro plan when you accept it/),
    ).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("without JavaScript the page shows the annual price and the switch still works", async ({
      page,
    }) => {
      await page.goto("/pricing");
      const pro = page.getByRole("article", { name: "Pro" });
      await expect(pro.getByText("$24", { exact: true })).toBeVisible();
      await page.getByRole("switch", { name: "Annual billing" }).click();
      await expect(pro.getByText("$29", { exact: true })).toBeVisible();
      await expect(pro.getByText("$24", { exact: true })).toBeHidden();
    });
  });
});
