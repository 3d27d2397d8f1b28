import { expect, test, type Page } from "./fixtures";
import { holdScripts } from "./support";

/**
 * A visitor on a slow connection acts before the scripts arrive: every `/_astro/*.js` is held
 * until 3 s after the page was asked for (`holdScripts`). Each interaction starts its island's
 * hydration and takes effect once the code is in (`client:interaction`,
 * lib/client-interaction.ts), none is dropped. The forms' early submits:
 * forms-before-hydration.spec.ts.
 */
const SCRIPT_DELAY_MS = 3_000;

/** Opens the page as soon as its HTML is in, scripts still on their way. */
async function open(page: Page, path: string) {
  await holdScripts(page, { ms: SCRIPT_DELAY_MS });
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForFunction(() => document.readyState !== "loading");
}

/** The island around `selector` has not hydrated yet (`data-hydration` is not `done`). */
const notHydrated = (page: Page, selector: string) =>
  page.evaluate(
    (css) =>
      document.querySelector(css)?.closest("astro-island")?.getAttribute("data-hydration") !==
      "done",
    selector,
  );

const ARRIVED = { timeout: 20_000 };

test.describe("interactions made before the scripts arrive", () => {
  test.setTimeout(60_000);

  test("a click on a careers tab", async ({ page }) => {
    await open(page, "/careers");
    const tab = page.getByRole("tab", { name: "Engineering" });
    await tab.click();
    expect(await notHydrated(page, '[role="tablist"]')).toBe(true);
    await expect(tab).toHaveAttribute("aria-selected", "true", ARRIVED);
    await expect(page.getByRole("tabpanel").getByRole("link")).toHaveCount(3);
  });

  test("typing in the integrations search", async ({ page }) => {
    await open(page, "/integrations");
    const search = page.getByRole("searchbox", { name: "Search integrations" });
    await search.fill("shop");
    expect(await notHydrated(page, '[role="searchbox"], input[type="search"]')).toBe(true);
    const catalogue = page.locator("main astro-island");
    await expect(catalogue.getByRole("heading", { level: 3 })).toHaveText(["Shopify"], ARRIVED);
    await expect(search).toHaveValue("shop");
    await expect(page).toHaveURL(/q=shop/);
  });

  test("a click on a blog tab", async ({ page }) => {
    await open(page, "/blog");
    const latest = page.getByRole("region", { name: "Latest Articles" });
    const tutorials = latest.getByRole("tab", { name: "Tutorials" });
    await tutorials.click();
    expect(await notHydrated(page, '[role="tablist"]')).toBe(true);
    await expect(tutorials).toHaveAttribute("aria-selected", "true", ARRIVED);
    await expect(latest.getByRole("heading", { level: 3 })).toHaveText([
      "Build Your First Support Bot with a Knowledge Base",
    ]);
  });

  test("a click on a docs hub tab, then typing in its search", async ({ page }) => {
    await open(page, "/docs");
    const guides = page.getByRole("tab", { name: "Guides" });
    await guides.click();
    expect(await notHydrated(page, '[role="tablist"]')).toBe(true);
    await expect(guides).toHaveAttribute("aria-selected", "true", ARRIVED);
    await expect(page.getByRole("tabpanel", { name: "Guides" })).toBeVisible();
    await expect(page).toHaveURL(/\?tab=guides$/);
    await page.getByRole("searchbox", { name: "Search documentation" }).fill("troubleshooting");
    await expect(page.getByRole("status")).toHaveText("1 page found");
    await expect(page.getByRole("link", { name: /^Troubleshooting/ })).toBeVisible();
  });

  // Not an island: the hero slideshow's plain script (lib/slideshow.ts). Its dots are links, so a
  // click before the script arrives scrolls to the slide natively, and the script starts there.
  // Held until the click is made as well (a loaded machine can take 3 s to parse the page).
  test("a click on a hero slider dot", async ({ page }) => {
    const { release } = await holdScripts(page, { ms: SCRIPT_DELAY_MS, untilReleased: true });
    await page.goto("/", { waitUntil: "commit" });
    await page.waitForFunction(() => document.readyState !== "loading");
    const slider = page.getByRole("region", { name: "Highlights" });
    await slider.getByRole("link", { name: "Show slide 3 of 4" }).click();
    await expect(slider.getByRole("group", { name: "3 of 4" })).toBeInViewport({ ratio: 0.9 });
    expect(await slider.getAttribute("data-playing"), "the script had already run").toBeNull();
    release();
    await expect(slider).toHaveAttribute("data-playing", "true", ARRIVED);
    await expect(slider.getByRole("link", { name: "Show slide 3 of 4" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    // Pointer and focus away, it rotates on from there.
    await page.mouse.move(0, 0);
    await page.locator("h1").click();
    await expect(slider.getByRole("link", { name: "Show slide 4 of 4" })).toHaveAttribute(
      "aria-current",
      "true",
      { timeout: 6_000 },
    );
  });

  test("a click on an API reference tab", async ({ page }) => {
    await open(page, "/api");
    const authentication = page.getByRole("tab", { name: "Authentication" });
    await authentication.click();
    expect(await notHydrated(page, '[role="tablist"]')).toBe(true);
    await expect(authentication).toHaveAttribute("aria-selected", "true", ARRIVED);
    await expect(page).toHaveURL(/\/api\?tab=authentication$/);
  });
});
