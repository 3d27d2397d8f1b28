import { expect, test } from "./fixtures";
import { servedSitemapPaths } from "./sitemap";

test.describe("files for search engines and browsers", () => {
  test("the sitemap lists every page, and every listed page answers 200", async ({ request }) => {
    const locations = await servedSitemapPaths(request);
    for (const path of [
      "/",
      "/pricing",
      "/blog/ai-customer-service",
      "/careers/senior-ai-engineer",
      "/industries/airlines",
      "/docs/quick-start",
    ]) {
      expect(locations).toContain(path);
    }
    for (const path of locations) expect((await request.get(path)).status(), path).toBe(200);
  });

  test("robots.txt points at the sitemap, and the sitemap's old address still answers", async ({
    request,
  }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap-index\.xml$/m);
    const old = await request.get("/sitemap.xml", { maxRedirects: 0 });
    expect(old.status()).toBe(200);
    expect(await old.text()).toBe(await (await request.get("/sitemap-index.xml")).text());
  });

  test("every page has its own title, description, canonical link and structured data", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await expect(page).toHaveTitle(/Pricing \| Automatica/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/pricing$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /\/og\/pricing\.png$/,
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd ?? "{}")["@graph"][0]).toMatchObject({
      "@type": "Organization",
      name: "Automatica",
    });
  });

  test("the icons and social images are served from the site itself", async ({ request }) => {
    for (const path of ["/favicon.svg", "/favicon.ico", "/apple-touch-icon.png", "/og/index.png"]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });

  test("pages load nothing from other hosts", async ({ page }) => {
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith("http://127.0.0.1")) foreign.push(request.url());
    });
    await page.goto("/", { waitUntil: "networkidle" });
    await page.goto("/pricing", { waitUntil: "networkidle" });
    expect(foreign).toEqual([]);
  });
});
