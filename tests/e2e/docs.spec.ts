import { expect, test, type Page } from "./fixtures";
import { gotoHydrated } from "./support";

test.describe.configure({ timeout: 120_000 });

/** The hub's tabs and search are an island: wait until it has hydrated. */
async function gotoDocsHub(page: Page, path = "/docs") {
  await gotoHydrated(page, path);
}

test.describe("docs hub", () => {
  test("switches tabs with the arrow keys, Home and End, and keeps the tab in the URL", async ({
    page,
  }) => {
    await gotoDocsHub(page);
    const tablist = page.getByRole("tablist", { name: "Documentation sections" });
    const gettingStarted = tablist.getByRole("tab", { name: "Getting started" });
    await expect(gettingStarted).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("link", { name: /Quick start/ }).first()).toBeVisible();

    await gettingStarted.focus();
    await page.keyboard.press("ArrowRight");
    const guides = tablist.getByRole("tab", { name: "Guides" });
    await expect(guides).toHaveAttribute("aria-selected", "true");
    await expect(guides).toBeFocused();
    await expect(page).toHaveURL(/\/docs\?tab=guides$/);
    await expect(page.getByRole("link", { name: /Build your first bot/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Core concepts/ })).toBeHidden();

    await page.keyboard.press("End");
    await expect(tablist.getByRole("tab", { name: "Resources" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page).toHaveURL(/\?tab=resources$/);
    await expect(page.getByRole("link", { name: /Troubleshooting/ })).toBeVisible();

    await page.keyboard.press("Home");
    await expect(gettingStarted).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\/docs$/);
  });

  test("opens the tab named in the URL", async ({ page }) => {
    await gotoDocsHub(page, "/docs?tab=api");
    await expect(page.getByRole("tab", { name: "API" })).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel", { name: "API" });
    for (const [name, href] of [
      ["API overview", "/api/overview"],
      ["Authentication", "/api/authentication"],
      ["Endpoints", "/api/endpoints"],
    ]) {
      await expect(panel.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute(
        "href",
        href!,
      );
    }
    await expect(page.getByRole("link", { name: /Quick start/ }).first()).toBeHidden();
  });

  test("filters the cards of every section as you type, with an empty state", async ({ page }) => {
    await gotoDocsHub(page);
    const search = page.getByLabel("Search documentation");
    await search.fill("TROUBLESHOOTING");
    await expect(page.getByRole("link", { name: /^Troubleshooting/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Quick start/ })).toBeHidden();
    await expect(page.getByRole("tablist")).toHaveCount(0);

    await search.fill("kubernetes operator");
    await expect(page.getByText("No documentation matches your search.")).toBeVisible();
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(search).toHaveValue("");
    await expect(page.getByRole("tab", { name: "Getting started" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("shows every section's cards without JavaScript", async ({ page }) => {
      await page.goto("/docs");
      for (const href of [
        "/docs/quick-start",
        "/guides/first-bot",
        "/api/endpoints",
        "/examples/templates",
        "/resources/faq",
      ]) {
        await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
      }
      await expect(page.getByText(/quick start in under 10 minutes/i).first()).toBeVisible();
    });
  });
});

test.describe("guides page", () => {
  test("lists six guides with a level and a reading time", async ({ page }) => {
    await gotoHydrated(page, "/guides");
    const section = page.getByRole("region", { name: "In-depth guides" });
    const links = section.getByRole("link");
    await expect(links).toHaveCount(6);
    for (const [name, minutes] of [
      ["Building AI chatbots", 15],
      ["Designing automated workflows", 20],
      ["Connecting external APIs", 25],
      ["NLP for better bots", 30],
      ["Document processing", 22],
      ["eCommerce automations", 28],
    ] as const) {
      const card = section.getByRole("link", { name: new RegExp(`^${name}`) });
      await expect(card).toContainText(`${minutes} min read`);
      await expect(card).toContainText(/Beginner|Intermediate|Advanced/);
    }
  });
});

test.describe("docs page layout", () => {
  test("marks the current page in the sidebar, links its headings and its neighbours", async ({
    page,
  }) => {
    await gotoHydrated(page, "/guides/first-bot");
    await expect(
      page.getByRole("heading", { level: 1, name: "Build your first bot" }),
    ).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Docs" })).toHaveAttribute("href", "/docs");
    await expect(breadcrumb.getByRole("link", { name: "Guides" })).toHaveAttribute(
      "href",
      "/guides",
    );
    await expect(page.getByText("12 min read")).toBeVisible();

    const sidebar = page
      .getByRole("navigation", { name: "Documentation" })
      .filter({ visible: true });
    await expect(sidebar.getByRole("link", { name: "Build your first bot" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(sidebar.getByRole("link", { name: "Quick start" })).not.toHaveAttribute(
      "aria-current",
    );

    const toc = page.getByRole("navigation", { name: "On this page" }).filter({ visible: true });
    const firstEntry = toc.getByRole("link").first();
    const target = (await firstEntry.getAttribute("href"))!;
    expect(target).toMatch(/^#/);
    await expect(page.locator(target)).toHaveCount(1);
    await firstEntry.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));

    const pager = page.getByRole("navigation", { name: "Previous and next pages" });
    await expect(pager.getByRole("link", { name: /eCommerce automations/ })).toHaveAttribute(
      "href",
      "/guides/ecommerce-automations",
    );
    await pager.getByRole("link", { name: /Slack integration/ }).click();
    await expect(page).toHaveURL(/\/guides\/slack-integration$/);
    await expect(page.getByRole("heading", { level: 1, name: "Slack integration" })).toBeVisible();
  });

  test("folds the sidebar into a Docs menu on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/examples/templates");
    const current = page
      .getByRole("link", { name: "Templates", exact: true })
      .filter({ visible: true });
    await expect(current).toHaveCount(0);
    await page.getByText("Docs menu").click();
    await expect(current).toHaveAttribute("aria-current", "page");
  });

  test("carries BreadcrumbList structured data", async ({ page }) => {
    await page.goto("/resources/faq");
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    const graph = JSON.parse(jsonLd!)["@graph"] as {
      "@type": string;
      itemListElement?: { name: string }[];
    }[];
    const trail = graph.find((node) => node["@type"] === "BreadcrumbList");
    expect(trail?.itemListElement?.map((item) => item.name)).toEqual([
      "Home",
      "Docs",
      "Resources",
      "FAQ",
    ]);
  });
});

// Axe on every docs page at each width: the sweep (sweep.spec.ts).
