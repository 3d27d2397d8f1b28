import { expect, test, type Page } from "./fixtures";
import { expectNoAxeViolations, gotoHydrated } from "./support";

/**
 * Hydrated (its island hydrates on the first interaction inside it: here focus on the search box),
 * and the search has replaced its prerendered HTML.
 */
async function gotoSearch(page: Page) {
  await gotoHydrated(page, "/resources");
  await page.getByRole("searchbox", { name: "Search resources" }).focus();
  await page.locator('form[data-interactive="true"]').waitFor();
}

/** Search runs on the site search's index, on a shared, sometimes busy machine. */
const RESULTS = { timeout: 20_000 };

test.describe("resources search", () => {
  test.describe.configure({ timeout: 90_000 });

  test("finds the docs' webhooks pages, announces the count and opens a result", async ({
    page,
  }) => {
    await gotoSearch(page);
    const search = page.getByRole("searchbox", { name: "Search resources" });
    await expect(search).toHaveAttribute("placeholder", "Search resources...");

    await search.fill("webhooks");
    const results = page.getByRole("region", { name: "Matching pages" });
    await expect(results).toBeVisible(RESULTS);
    await expect(page.getByRole("status")).toHaveText(/^\d+ pages? match “webhooks”$/);
    const webhooksGuide = results.getByRole("link", { name: "Connecting external APIs" });
    await expect(webhooksGuide).toHaveAttribute("href", "/guides/external-apis");
    await expect(results.getByRole("link", { name: "Troubleshooting" })).toHaveAttribute(
      "href",
      "/resources/troubleshooting",
    );
    await expect(results.locator("mark").first()).toBeVisible();
    // Only the library: docs, guides, API and examples, never blog posts or product pages.
    for (const href of await results
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).toMatch(/^\/(docs|guides|api|examples|resources)(\/|$)/);
    }

    await webhooksGuide.click();
    await expect(page).toHaveURL(/\/guides\/external-apis$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connecting external APIs");
  });

  test("a search with no match says so, and clearing empties the search", async ({ page }) => {
    await gotoSearch(page);
    const search = page.getByRole("searchbox", { name: "Search resources" });
    await search.fill("xylophonezzq");
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(search).toBeFocused();
    await expect(page.getByText("No page matches “xylophonezzq”.")).toBeVisible(RESULTS);
    await expect(page.getByRole("status")).toHaveText("0 pages match “xylophonezzq”");
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(search).toHaveValue("");
    await expect(search).toBeFocused();
    await expect(page.getByRole("status")).toHaveText("");
  });

  test("the search with results has no axe violations", async ({ page }) => {
    await gotoSearch(page);
    await page.getByRole("searchbox", { name: "Search resources" }).fill("rate limits");
    await expect(page.getByRole("region", { name: "Matching pages" })).toBeVisible(RESULTS);
    await expectNoAxeViolations(page);
  });

  test("each category links to what it names", async ({ page }) => {
    await page.goto("/resources");
    await expect(page.getByRole("link", { name: /^Browse resources/ })).toHaveCount(6);
    for (const [name, href] of [
      ["Documentation", "/docs"],
      ["Learning Paths", "/resources/learning-paths"],
      ["Video Tutorials", "/guides#more-guides"],
      ["Guides & Tutorials", "/guides"],
      ["Downloads", "/examples/templates"],
      ["Community", "/resources/community"],
    ]) {
      await expect(page.getByRole("link", { name: `Browse resources: ${name}` })).toHaveAttribute(
        "href",
        href!,
      );
    }
    await expect(page.getByText(/Video versions are not published yet/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Join community" })).toHaveAttribute(
      "href",
      "/resources/community",
    );
    await expect(page.getByRole("link", { name: "Contact support" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("the learning paths page lists ordered steps through existing guides", async ({ page }) => {
    await gotoHydrated(page, "/resources/learning-paths");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Learning paths");
    for (const name of [
      "Path 1: Your first support bot",
      "Path 2: Automated workflows",
      "Path 3: The REST API for developers",
      "Path 4: eCommerce and documents",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    const firstStep = page
      .getByRole("listitem")
      .filter({ hasText: /^Quick start: create a test key/ });
    await expect(firstStep.getByRole("link", { name: "Quick start" })).toHaveAttribute(
      "href",
      "/docs/quick-start",
    );
  });
});
