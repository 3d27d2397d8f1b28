import { expect, test } from "./fixtures";
import { gotoHydrated, hydrate } from "./support";

const title = "A Practical Guide to Automating Your Business Workflows";

test("an article shows its details, share links and related posts", async ({ page }) => {
  await gotoHydrated(page, "/blog/business-automation");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByText("Automation Solutions Lead at Automatica")).toBeVisible();
  await expect(page.locator("time").first()).toHaveAttribute("datetime", "2026-10-22");
  await expect(page.locator("time").first()).toHaveText("October 22, 2026");
  await expect(page.getByText("12 min read").first()).toBeVisible();
  await expect(page.locator(".prose-content h2").first()).toBeVisible();

  const linkedIn = page.getByRole("link", { name: "Share on LinkedIn (opens in a new tab)" });
  await expect(linkedIn).toHaveAttribute(
    "href",
    /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=https%3A%2F%2F.+%2Fblog%2Fbusiness-automation$/,
  );
  await expect(linkedIn).toHaveAttribute("target", "_blank");
  await expect(linkedIn).toHaveAttribute("rel", "noopener noreferrer");
  await expect(page.getByRole("link", { name: "Share on X (opens in a new tab)" })).toHaveAttribute(
    "href",
    /^https:\/\/twitter\.com\/intent\/tweet\?url=.+&text=A%20Practical%20Guide/,
  );
  await expect(
    page.getByRole("link", { name: "Share on Facebook (opens in a new tab)" }),
  ).toHaveAttribute("href", /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);

  const related = page.getByRole("region", { name: "Related Articles" });
  await expect(related.getByRole("heading", { level: 3 })).toHaveText([
    "eCommerce Automation: Orders, Inventory, Carts and Support",
    "The Facebook Page Automation Playbook: What to Automate and What to Keep Human",
  ]);
  await expect(page.getByRole("link", { name: "Browse More Articles" })).toHaveAttribute(
    "href",
    "/blog",
  );

  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  const graph = JSON.parse(jsonLd ?? "{}")["@graph"] as { "@type": string }[];
  expect(graph.map((node) => node["@type"])).toEqual(
    expect.arrayContaining(["BlogPosting", "BreadcrumbList"]),
  );
  const posting = graph.find((node) => node["@type"] === "BlogPosting") as Record<string, unknown>;
  expect(posting).toMatchObject({
    headline: title,
    datePublished: "2026-10-22",
    author: { "@type": "Person", name: "Daniel Reyes" },
  });

  await related.getByRole("link", { name: /eCommerce Automation/ }).click();
  await expect(page).toHaveURL(/\/blog\/ecommerce-automation$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^eCommerce Automation/);
});

test("Save keeps the post in the reading list across a reload", async ({ page }) => {
  await gotoHydrated(page, "/blog/business-automation");
  const save = page.getByRole("button", { name: /^Save/ });
  await hydrate(save);
  await expect(async () => {
    await save.click();
    await expect(save).toHaveAttribute("aria-pressed", "true", { timeout: 500 });
  }).toPass();
  await expect(save).toHaveText("Saved");
  expect(await page.evaluate(() => localStorage.getItem("automatica.reading-list"))).toBe(
    '["business-automation"]',
  );
  await gotoHydrated(page, "/blog/business-automation");
  await hydrate(save);
  await expect(save).toHaveAttribute("aria-pressed", "true");
  await expect(save).toHaveText("Saved");
  await save.click();
  await expect(save).toHaveAttribute("aria-pressed", "false");
  await expect(save).toHaveText("Save");
});

test("Share copies the link when the Web Share API is missing", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
  await gotoHydrated(page, "/blog/business-automation");
  const share = page.getByRole("button", { name: "Share", exact: true });
  await hydrate(share);
  // The button's code loads just after hydration; click again only while no toast has appeared.
  const toast = page.getByText("Link copied");
  await expect(async () => {
    if ((await toast.count()) === 0) await share.click();
    await expect(toast.first()).toBeVisible({ timeout: 3000 });
  }).toPass();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^https?:\/\/[^/]+\/blog\/business-automation$/);
});

test("an unknown slug loaded directly answers 404 with the not-found view", async ({
  page,
  request,
}) => {
  const response = await request.get("/blog/nope");
  expect(response.status()).toBe(404);
  await gotoHydrated(page, "/blog/nope");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post not found");
  await expect(
    page.getByText("The post you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Back to Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("an unknown slug reached by navigation shows the not-found view", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  await page.evaluate(() => window.location.assign("/blog/does-not-exist"));
  await expect(page).toHaveURL(/\/blog\/does-not-exist$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post not found");
  await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
});

test("a code block in an article copies its code", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await gotoHydrated(page, "/blog/build-your-first-support-bot");
  const copy = page.locator(".prose-content [data-copy-code]").first();
  // One click, even before the island has hydrated: it hydrates on it and makes it again.
  await copy.click();
  await expect(page.getByText("Code copied to clipboard")).toBeVisible({ timeout: 15_000 });
  const code = await page.locator(".prose-content pre").first().textContent();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
});
