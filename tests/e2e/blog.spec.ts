import { expect, test } from "./fixtures";
import { gotoHydrated } from "./support";

test.describe("blog listing", () => {
  test("draws the featured post and the grid's cards under it in the page, asking for no image", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") asked.push(new URL(request.url()).pathname);
    });
    await page.goto("/blog");
    // The covers and avatars are decoration, in the page itself (scripts/inline-images.js):
    // drawings hidden from assistive technology, never asked for as files.
    const featured = page
      .getByRole("region", { name: "Featured Article" })
      .locator("svg[aria-hidden='true'][viewBox='0 0 1200 630']");
    await expect(featured).toBeVisible();
    expect((await featured.boundingBox())?.height).toBeGreaterThan(100);
    // The grid starts just below the first screen, where Chromium would fetch lazy images at
    // once: its cards shown load with the page, drawn in it, cover and avatar.
    const cards = page.getByRole("region", { name: "Latest Articles" }).getByRole("article");
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      await expect(card.locator("svg[data-image^='/images/blog/']")).toHaveCount(1);
      await expect(card.locator("svg[data-image^='/images/avatars/']")).toHaveCount(1);
      await expect(card.locator("img")).toHaveCount(0);
    }
    // The featured post's own card there is hidden until a search shows it: its images wait.
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect(page.getByRole("contentinfo")).toBeInViewport();
    expect(asked.filter((path) => /^\/images\/(blog|avatars)\//.test(path))).toEqual([]);
  });

  test("search filters the articles as you type, with an empty state", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    const search = page.getByRole("searchbox", { name: "Search articles" });
    await expect(search).toHaveAttribute("placeholder", "Search articles...");
    // The listing's code loads just after hydration; typing works once it has.
    await expect(async () => {
      await search.fill("");
      await search.fill("SHOPIFY");
      await expect(page.getByRole("status")).toHaveText(/found/, { timeout: 500 });
    }).toPass();
    await search.fill("chatbots");
    await expect(page.getByRole("status")).toHaveText("2 articles found");
    const results = page.getByRole("region", { name: "Search Results" });
    await expect(results.getByRole("heading", { level: 3 })).toHaveText([
      "How AI Chatbots Are Transforming Customer Service",
      "Build Your First Support Bot with a Knowledge Base",
    ]);
    await expect(page.getByRole("region", { name: "Featured Article" })).toHaveCount(0);

    await search.fill("quantum blockchain");
    await expect(page.getByText("No articles match your search.")).toBeVisible();
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(search).toHaveValue("");
    await expect(page.getByRole("region", { name: "Featured Article" })).toBeVisible();
  });

  test("category tabs show only that category, by mouse and by arrow keys", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    const latest = page.getByRole("region", { name: "Latest Articles" });
    const titles = latest.getByRole("heading", { level: 3 });
    await expect(latest.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    await expect(titles).toHaveCount(4);
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);

    const tutorials = latest.getByRole("tab", { name: "Tutorials" });
    await expect(async () => {
      await tutorials.click();
      await expect(tutorials).toHaveAttribute("aria-selected", "true", { timeout: 500 });
    }).toPass();
    await expect(titles).toHaveText(["Build Your First Support Bot with a Knowledge Base"]);

    await page.keyboard.press("ArrowLeft");
    const automation = latest.getByRole("tab", { name: "Automation" });
    await expect(automation).toBeFocused();
    await expect(automation).toHaveAttribute("aria-selected", "true");
    await expect(titles).toHaveText([
      "A Practical Guide to Automating Your Business Workflows",
      "The Facebook Page Automation Playbook: What to Automate and What to Keep Human",
    ]);

    await page.keyboard.press("ArrowLeft");
    await expect(latest.getByRole("tab", { name: "AI" })).toHaveAttribute("aria-selected", "true");
    await expect(latest.getByRole("tabpanel")).toContainText("No AI articles yet");
  });

  test("the featured article, popular tags and the RSS feed", async ({ page, request }) => {
    await gotoHydrated(page, "/blog");
    const featured = page.getByRole("region", { name: "Featured Article" });
    await expect(featured.getByRole("heading", { level: 3 })).toHaveText(
      "How AI Chatbots Are Transforming Customer Service",
    );
    await expect(featured.getByText("8 min read")).toBeVisible();
    await expect(featured.getByText("Maya Okafor")).toBeVisible();
    const tags = page.getByRole("region", { name: "Popular Tags" }).getByRole("link");
    await expect(tags).toHaveCount(9);
    await expect(tags.first()).toHaveAttribute("href", "/blog/tag/ai");

    const feed = page.locator('link[rel="alternate"][type="application/rss+xml"]');
    await expect(feed).toHaveAttribute("href", "/blog/rss.xml");
    const rss = await request.get("/blog/rss.xml");
    expect(rss.status()).toBe(200);
    const xml = await rss.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<rss version="2.0"/);
    expect(xml.match(/<item>/g)).toHaveLength(5);
    expect(xml).toContain("/blog/social-media-automation-playbook</link>");

    await featured.getByRole("link", { name: /Read Article/ }).click();
    await expect(page).toHaveURL(/\/blog\/ai-customer-service$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "How AI Chatbots Are Transforming Customer Service",
    );
  });
});

test("a tag page lists its posts and has its own metadata", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  await page
    .getByRole("region", { name: "Popular Tags" })
    .getByRole("link", { name: "Chatbots" })
    .click();
  await expect(page).toHaveURL(/\/blog\/tag\/chatbots$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articles tagged Chatbots");
  await expect(page.getByRole("heading", { level: 3 })).toHaveText([
    "How AI Chatbots Are Transforming Customer Service",
    "Build Your First Support Bot with a Knowledge Base",
  ]);
  await expect(page).toHaveTitle(/^Articles tagged Chatbots \| /);
  await page.goto("/blog/tag/chatbots");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/blog\/tag\/chatbots$/,
  );
  const otherTags = page.getByRole("region", { name: "Browse other tags" });
  await expect(otherTags.getByRole("link", { name: "Chatbots" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("an unknown tag is a not-found, by navigation too", async ({ page, request }) => {
  expect((await request.get("/blog/tag/no-such-tag")).status()).toBe(404);
  await gotoHydrated(page, "/blog");
  await page.evaluate(() => window.location.assign("/blog/tag/no-such-tag"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
});

// Axe on the listing, the tag pages, every article and the blog's not-found page, at each width:
// the sweep (sweep.spec.ts).
