import { expect, test, type Page } from "./fixtures";

/**
 * Watches Chromium's speculative loads: rule set errors, the links its rules make candidates for
 * prerendering, and the prerenders it starts. Under DevTools (this test) Chromium starts them and
 * stops at once ("PrerenderingDisabledByDevTools"); a visitor's browser completes them.
 */
async function watchPreloads(page: Page) {
  const session = await page.context().newCDPSession(page);
  const watched = {
    ruleSetErrors: [] as string[],
    candidates: [] as string[],
    started: [] as string[],
  };
  const path = (url: string) => new URL(url).pathname + new URL(url).search;
  session.on("Preload.ruleSetUpdated", ({ ruleSet }) => {
    if (ruleSet.errorType)
      watched.ruleSetErrors.push(`${ruleSet.errorType}: ${ruleSet.errorMessage}`);
  });
  session.on("Preload.preloadingAttemptSourcesUpdated", ({ preloadingAttemptSources }) => {
    watched.candidates = preloadingAttemptSources
      .filter((source) => source.key.action === "Prerender")
      .map((source) => path(source.key.url));
  });
  session.on("Preload.prerenderStatusUpdated", ({ key }) => watched.started.push(path(key.url)));
  await session.send("Preload.enable");
  return watched;
}

test("a hovered link's page is prerendered, by rules the CSP allows, never sign-in, a form endpoint or a query", async ({
  page,
}) => {
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|speculation/i.test(message.text())) console.push(message.text());
  });
  const preloads = await watchPreloads(page);
  await page.goto("/about");
  // Links the rules must leave out, added to the page: sign-in, a form endpoint, a thank-you page,
  // an address with a query; and one they take.
  await page.evaluate(() => {
    for (const href of [
      "/login",
      "/api/contact",
      "/contact/thanks",
      "/integrations?q=drive",
      "/careers",
    ]) {
      const link = document.createElement("a");
      link.href = href;
      link.textContent = href;
      document.querySelector("main")?.append(link);
    }
  });
  await expect.poll(() => preloads.candidates).toContain("/careers");
  expect(preloads.candidates).toContain("/pricing");
  for (const left of ["/login", "/api/contact", "/contact/thanks", "/integrations?q=drive"])
    expect(preloads.candidates, left).not.toContain(left);

  expect(preloads.started).toEqual([]);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Pricing" })
    .hover();
  await expect.poll(() => preloads.started).toContain("/pricing");
  expect(preloads.ruleSetErrors).toEqual([]);
  expect(console).toEqual([]);
});

test("without speculation rules, a page is prefetched when its link is pointed at, never sign-in", async ({
  page,
}) => {
  // A browser without the Speculation Rules API, as Firefox is today.
  await page.addInitScript(() => {
    const supports = HTMLScriptElement.supports.bind(HTMLScriptElement);
    HTMLScriptElement.supports = (type: string) => type !== "speculationrules" && supports(type);
  });
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() !== "document") fetched.push(new URL(request.url()).pathname);
  });
  await page.goto("/about");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Pricing" })
    .hover();
  await expect(page.locator('head link[rel="prefetch"][href$="/pricing"]')).toHaveCount(1);
  await expect.poll(() => fetched).toContain("/pricing");

  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).first().focus();
  await expect(page.locator('head link[rel="prefetch"][href$="/privacy"]')).toHaveCount(1);
  await page.evaluate(() => {
    const link = document.createElement("a");
    link.href = "/login";
    link.textContent = "Sign in";
    document.querySelector("main")?.append(link);
  });
  await page.getByRole("link", { name: "Sign in" }).hover();
  await page.waitForTimeout(300);
  await expect(page.locator('head link[rel="prefetch"][href$="/login"]')).toHaveCount(0);
});
