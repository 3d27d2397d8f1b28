import { expect, test, type Page } from "./fixtures";
import { expectInPageButHidden, gotoHydrated as gotoHydratedPage } from "./support";

/** Hydrated, and the page's lazily loaded widget has arrived (it replaces its prerendered HTML). */
async function gotoHydrated(page: Page, path: string) {
  await gotoHydratedPage(page, path);
  await page.waitForLoadState("networkidle");
}

// Builds and browsers share a busy machine: allow slow page loads.
test.describe.configure({ timeout: 120_000 });

const catalogue = (page: Page) => page.getByRole("region", { name: "Integrations catalogue" });
const cards = (page: Page) => catalogue(page).getByRole("heading", { level: 3 });
const search = (page: Page) => page.getByRole("searchbox", { name: "Search integrations" });

test.describe("integrations catalogue", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("shows all 37 integrations without JavaScript, and no search or chips that could do nothing", async ({
      page,
    }) => {
      await page.goto("/integrations");
      await expect(cards(page)).toHaveCount(37);
      await expectInPageButHidden(
        page.getByRole("searchbox", { name: "Search integrations", includeHidden: true }),
        page.getByRole("group", { name: "Filter by category", includeHidden: true }),
      );
    });
  });

  test("search filters by name or description, case-insensitively", async ({ page }) => {
    await gotoHydrated(page, "/integrations");
    await expect(search(page)).toHaveAttribute("placeholder", "Search 35+ integrations...");
    await expect(page.getByText("Type to search")).toBeVisible();
    await search(page).fill("SHOPIFY");
    await expect(cards(page)).toHaveText(["Shopify"]);
    await expect(page.getByText("ESC to clear")).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("Showing 1 of 37 integrations");
    await search(page).fill("invoice");
    await expect(cards(page)).not.toHaveCount(37);
  });

  test("Escape clears the search", async ({ page }) => {
    await gotoHydrated(page, "/integrations");
    await search(page).fill("zoom");
    await expect(cards(page)).toHaveText(["Zoom"]);
    await search(page).press("Escape");
    await expect(search(page)).toHaveValue("");
    await expect(cards(page)).toHaveCount(37);
    await expect(page.getByText("Type to search")).toBeVisible();
  });

  test("category chips are toggle buttons that combine with the search", async ({ page }) => {
    await gotoHydrated(page, "/integrations");
    const all = page.getByRole("button", { name: "All", exact: true });
    const crm = page.getByRole("button", { name: "CRM", exact: true });
    await expect(all).toHaveAttribute("aria-pressed", "true");
    await crm.click();
    await expect(crm).toHaveAttribute("aria-pressed", "true");
    await expect(all).toHaveAttribute("aria-pressed", "false");
    await expect(cards(page)).toHaveText(["Salesforce", "HubSpot"]);
    await search(page).fill("hub");
    await expect(cards(page)).toHaveText(["HubSpot"]);
    await all.click();
    await expect(cards(page)).toHaveText(["HubSpot", "GitHub"]);
  });

  test("shows the empty state when nothing matches", async ({ page }) => {
    await gotoHydrated(page, "/integrations");
    await search(page).fill("no such tool");
    await expect(page.getByText("No integrations found matching your criteria.")).toBeVisible();
    await expect(page.getByText("Try adjusting your search or category filters.")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test("keeps the filter in the URL, so it survives a reload and can be linked", async ({
    page,
  }) => {
    await gotoHydrated(page, "/integrations");
    await page.getByRole("button", { name: "Storage", exact: true }).click();
    await search(page).fill("drive");
    await expect(page).toHaveURL(/category=Storage/);
    await expect(page).toHaveURL(/q=drive/);
    await page.reload();
    // With a query in the address the catalogue hydrates when idle, without an interaction.
    await page.waitForFunction(
      () => document.querySelector("main astro-island")?.getAttribute("data-hydration") === "done",
    );
    await page.waitForLoadState("networkidle");
    await expect(search(page)).toHaveValue("drive");
    await expect(page.getByRole("button", { name: "Storage", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(cards(page)).toHaveText(["OneDrive", "Google Drive"]);

    await gotoHydrated(page, "/integrations?category=E-commerce");
    await expect(cards(page)).toHaveText(["Shopify", "Stripe", "PayPal"]);
  });
});
