import { expect, test, type Page } from "./fixtures";
import { expectNoAxeViolations, gotoHydrated, widths } from "./support";

const POST_TITLE = "How AI Chatbots Are Transforming Customer Service";

/** Search runs in a worker on a shared, sometimes busy machine: results get room to arrive. */
const RESULTS = { timeout: 20_000 };

const searchBox = (page: Page) => page.getByRole("combobox", { name: "Search the site" });

/**
 * The result whose title is `title`: an option is named by all it shows (title, excerpt, address),
 * title first.
 */
const resultTitled = (page: Page, title: string) =>
  page.getByRole("option", {
    name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
  });

/** Presses ArrowDown until the result titled `title` is the active one (aria-activedescendant). */
async function arrowTo(page: Page, title: string) {
  const option = resultTitled(page, title);
  await expect(option).toBeVisible(RESULTS);
  for (let presses = 0; presses < 15; presses += 1) {
    if ((await option.getAttribute("aria-selected")) === "true") return;
    await searchBox(page).press("ArrowDown");
  }
  await expect(option).toHaveAttribute("aria-selected", "true");
}

test.describe("site search", () => {
  test.describe.configure({ timeout: 90_000 });

  test("Ctrl+K opens search; arrows and Enter land on a blog post found by its title", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    // Nothing of the search (dialog code or index) loads with the page.
    const pagefindRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/pagefind/")) pagefindRequests.push(request.url());
    });
    await page.waitForLoadState("networkidle");
    expect(pagefindRequests).toEqual([]);

    await page.keyboard.press("Control+k");
    await expect(page.getByRole("dialog", { name: "Search the site" })).toBeVisible(RESULTS);
    await expect(searchBox(page)).toBeFocused(RESULTS);

    await searchBox(page).fill("transforming customer service");
    const results = page.getByRole("listbox", { name: "Search results" });
    await expect(results.getByRole("group", { name: "Blog" })).toBeVisible(RESULTS);
    await expect(results.locator("mark").first()).toBeVisible();
    expect(pagefindRequests.some((url) => url.endsWith("/pagefind/pagefind.js"))).toBe(true);

    await arrowTo(page, POST_TITLE);
    const active = await searchBox(page).getAttribute("aria-activedescendant");
    expect(active).toBeTruthy();
    await expect(resultTitled(page, POST_TITLE)).toHaveAttribute("id", active!);

    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/blog\/ai-customer-service$/);
    await expect(page.getByRole("heading", { level: 1, name: POST_TITLE })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("finds docs pages and groups them under their section", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.keyboard.press("Control+k");
    await searchBox(page).fill("quick start");
    const docs = page.getByRole("group", { name: "Docs" });
    await expect(docs.getByRole("option").first()).toBeVisible(RESULTS);
    await arrowTo(
      page,
      (await docs.getByRole("option").first().locator("span").first().textContent())!,
    );
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/(docs|examples|resources)(\/|$)/);
  });

  test("a result's excerpt is the page's own text, not its navigation", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.keyboard.press("Control+k");
    await searchBox(page).fill("quick start");
    const quickStart = page
      .getByRole("group", { name: "Docs" })
      .getByRole("option", { name: /^Quick start/ });
    await expect(quickStart).toBeVisible(RESULTS);
    // The excerpt once opened with the docs pages' "Docs menu" disclosure.
    await expect(quickStart).toContainText("Create a test API key");
    await expect(quickStart).not.toContainText("menu");
  });

  test("Escape closes the dialog and focus returns to the page", async ({ page }) => {
    await gotoHydrated(page, "/pricing");
    await page.keyboard.press("Control+k");
    await expect(page.getByRole("dialog")).toBeVisible(RESULTS);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test("says so when nothing matches", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.keyboard.press("Control+k");
    await searchBox(page).fill("xylophonezzq");
    await expect(page.getByRole("status")).toHaveText("No results for “xylophonezzq”", RESULTS);
    // No page: the one option left asks Ask Automatica instead (tests/e2e/assistant.spec.ts).
    await expect(page.getByRole("option")).toHaveText(["Ask Automatica about “xylophonezzq”"]);
    await expect(searchBox(page)).toHaveAttribute("aria-expanded", "true");
  });

  test("the header button opens search on a phone", async ({ page }) => {
    await page.setViewportSize({ width: widths[1].width, height: widths[1].height });
    await gotoHydrated(page, "/about");
    await page.getByRole("button", { name: "Search the site" }).click();
    await expect(searchBox(page)).toBeFocused(RESULTS);
    await searchBox(page).fill("chatbots");
    await expect(page.getByRole("option").first()).toBeVisible(RESULTS);
    await resultTitled(page, POST_TITLE).click();
    await expect(page).toHaveURL(/\/blog\/ai-customer-service$/);
    await page.getByRole("button", { name: "Search the site" }).click();
    await expect(page.getByRole("dialog", { name: "Search the site" })).toBeVisible(RESULTS);
    await page.getByRole("button", { name: /close search/i }).click();
    await expect(page.getByRole("button", { name: "Search the site" })).toBeFocused();
  });

  for (const size of widths) {
    test(`the open dialog with results has no axe violations (${size.name})`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await gotoHydrated(page, "/");
      await page.getByRole("button", { name: "Search the site" }).click();
      await searchBox(page).fill("automation");
      await expect(page.getByRole("option").first()).toBeVisible(RESULTS);
      await searchBox(page).press("ArrowDown");
      await expectNoAxeViolations(page);
    });
  }
});
