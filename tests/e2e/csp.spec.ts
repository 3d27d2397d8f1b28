import { expect, test } from "./fixtures";
import { directives, policyProblems, watchPolicy } from "./page-checks";
import { gotoHydrated } from "./support";

/**
 * The Content-Security-Policy (src/lib/csp.ts, sent by server/csp.ts): every page sends it, it lets
 * no inline script run but the page's own (by hash), no other site frame the page, and no form post
 * elsewhere; and nothing the site does, on load or later, is blocked by it. Every page of the
 * sitemap, as it loads, hydrates and scrolls, at each width: the sweep (sweep.spec.ts); here, what
 * the site does later (search, toasts, a refused form post, framing) and the not-found pages.
 */

test.describe("the Content-Security-Policy", () => {
  test("the not-found pages send it too and run their own inline script", async ({ page }) => {
    const policy = await watchPolicy(page);
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    for (const route of ["/no-such-page", "/blog/no-such-post"]) {
      const response = await gotoHydrated(page, route);
      expect(response?.status(), route).toBe(404);
      expect(await policyProblems(response), route).toEqual([]);
      expect(await policy.take(), route).toEqual([]);
    }
    // The site's 404 page logs the missing address from an inline script, allowed by its hash.
    expect(warnings).toContain("404: no page at /no-such-page");
  });

  test("searching the site (Pagefind's worker and WebAssembly) runs under it", async ({ page }) => {
    test.setTimeout(90_000);
    const policy = await watchPolicy(page);
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(new URL(worker.url()).pathname));
    // Pagefind searches on the page when its worker fails, and says so in the console: a policy
    // that blocked the worker's WebAssembly would show only there.
    const fallbacks: string[] = [];
    page.on("console", (message) => {
      if (/falling back to main thread/.test(message.text())) fallbacks.push(message.text());
    });
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Search the site" }).click();
    await page.getByRole("combobox", { name: "Search the site" }).fill("customer service");
    // A worker whose own policy blocked it would fail the search with a plain "Failed to fetch" and
    // no policy message in the page: the results themselves are the check.
    const results = page.getByRole("listbox", { name: "Search results" });
    await expect(results.getByRole("option").first()).toBeVisible({ timeout: 20_000 });
    // Playwright learns of a worker when it has attached to it, which on a busy machine can come
    // after the worker's first answer (CI once saw the results, then no worker yet).
    await expect.poll(() => workers).toContain("/pagefind/pagefind-worker.js");
    // Pagefind gives its worker 5 s to start, then ends it: on a machine as busy as the whole suite
    // makes it, that is the clock (it happened once), not the policy.
    expect(fallbacks.filter((text) => !/Worker initialization timeout/.test(text))).toEqual([]);
    expect(await policy.take()).toEqual([]);
  });

  test("copying a code sample shows its toast (sonner adds a <style>) under it", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const policy = await watchPolicy(page);
    await gotoHydrated(page, "/api?tab=examples");
    const styles = await page.locator("style").count();
    await page.getByRole("button", { name: "Copy Python code" }).click();
    await expect(
      page.getByRole("region", { name: /Notifications/ }).getByRole("listitem"),
    ).toBeVisible();
    expect(await page.locator("style").count()).toBeGreaterThan(styles);
    expect(await policy.take()).toEqual([]);
  });

  test("sending the sign-in form empty shows its toast under it", async ({ page }) => {
    const policy = await watchPolicy(page);
    await gotoHydrated(page, "/login");
    // The form's island hydrates on the first interaction inside it (client:interaction).
    await page.getByRole("textbox").first().focus();
    await page.locator('form[data-interactive="true"]').waitFor();
    await page.getByRole("button", { name: "Login" }).click();
    await expect(
      page.getByRole("region", { name: /Notifications/ }).getByRole("listitem"),
    ).toBeVisible();
    expect(await policy.take()).toEqual([]);
  });

  test("the API's own page for a form post it refuses is the site's page, under the site's policy, with nothing blocked", async ({
    page,
  }) => {
    const policy = await watchPolicy(page);
    await gotoHydrated(page, "/contact");
    // What a browser without JavaScript sends: a plain form post, here with every field empty.
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith("/api/contact")),
      page.evaluate(() => {
        const form = document.createElement("form");
        form.method = "post";
        form.action = "/api/contact";
        document.body.append(form);
        form.submit();
      }),
    ]);
    expect(response.status()).toBe(400);
    const header = directives((await response.headerValue("content-security-policy")) ?? "");
    // Drawn from a page shell of the build (server/page-shells.ts): the shell's own policy, which
    // allows the page's inline scripts by hash and nothing else.
    expect(await policyProblems(response)).toEqual([]);
    expect(header.get("script-src")?.some((source) => source.startsWith("'sha256-"))).toBe(true);
    expect(header.get("frame-ancestors")).toEqual(["'none'"]);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The site's stylesheet applies: the page is laid out as the site's pages are.
    await expect(page.locator("body")).toHaveCSS("display", "flex");
    expect(await policy.take()).toEqual([]);
  });

  test("no page can be framed, not even by the site itself", async ({ page }) => {
    const policy = await watchPolicy(page);
    await gotoHydrated(page, "/");
    await page.evaluate(() => {
      const frame = document.createElement("iframe");
      frame.src = "/pricing";
      frame.title = "Pricing, framed";
      document.body.append(frame);
    });
    await expect
      .poll(async () => (await policy.take()).join("\n"))
      .toMatch(/frame-ancestors 'none'/);
    // What the frame shows instead is the browser's error page, not the site.
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    expect(await framed?.evaluate(() => document.getElementById("main") === null)).toBe(true);
  });
});
