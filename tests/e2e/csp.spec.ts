import { expect, test, type Page, type Response } from "@playwright/test";
import { builtSitemapPaths } from "./sitemap";
import { gotoHydrated } from "./support";

/**
 * The Content-Security-Policy (src/lib/csp.ts, sent by server/csp.js): every page sends it, it lets
 * no inline script run but the page's own (by hash), no other site frame the page, and no form post
 * elsewhere; and nothing the site does, on load or later, is blocked by it.
 */

declare global {
  interface Window {
    /** The policy violations this document reported, in order. */
    cspViolations: string[];
  }
}

/**
 * Records every policy violation from now on: each document's `securitypolicyviolation` events
 * (from its first script on) and every console message about the policy (the browser's own, for
 * a blocked frame too). `take()` returns those since the last call and forgets them.
 */
async function watchPolicy(page: Page) {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      window.cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "an inline script or style"}` +
          ` (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      ),
    );
  });
  return {
    async take() {
      const violations = await page.evaluate(() => window.cspViolations.splice(0));
      return [...violations, ...messages.splice(0)];
    },
  };
}

/** A policy's directives by name, each with its sources. */
function directives(policy: string) {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources] as const),
  );
}

/** What is wrong with the Content-Security-Policy header of a page's response, if anything. */
async function policyProblems(response: Response | null) {
  const header = response && (await response.headerValue("content-security-policy"));
  if (!header) return ["no Content-Security-Policy header"];
  const policy = directives(header);
  const problems: string[] = [];
  const scripts = policy.get("script-src") ?? policy.get("default-src");
  if (!scripts) problems.push("no script-src");
  if (scripts?.includes("'unsafe-inline'")) problems.push("script-src allows 'unsafe-inline'");
  if (scripts?.includes("'unsafe-eval'")) problems.push("script-src allows 'unsafe-eval'");
  if (policy.get("frame-ancestors")?.join(" ") !== "'none'") problems.push("framing is allowed");
  if (policy.get("form-action")?.[0] !== "'self'") problems.push("form-action is not 'self'");
  return problems;
}

/**
 * Scrolls down the page to the bottom (the fade-in script and the scroll-driven CSS run), then
 * waits until every island that hydrates by itself has hydrated.
 */
async function scrollThroughAndHydrate(page: Page) {
  await page.evaluate(async () => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll("astro-island")).every(
      (island) =>
        !island.hasAttribute("ssr") ||
        // One that hydrates on a visitor's interaction waits for it (lib/client-interaction.ts).
        island.getAttribute("client") === "interaction" ||
        // An island that never shows (in a closed menu, say) never hydrates.
        !island.firstElementChild ||
        island.firstElementChild.getClientRects().length === 0,
    ),
  );
}

const routes = builtSitemapPaths();
/** The sitemap in a few parts, checked in parallel: a test per page would mostly be start-up. */
const PARTS = 4;

test.describe("the Content-Security-Policy", () => {
  test("is checked on every page of the sitemap, which the build has", () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  for (let part = 0; part < PARTS; part += 1) {
    const share = routes.filter((_, index) => index % PARTS === part);
    test(`every page (part ${part + 1} of ${PARTS}, ${share.length} pages) sends it, and nothing is blocked as the page loads, hydrates and scrolls`, async ({
      page,
    }) => {
      test.setTimeout(share.length * 10_000);
      const policy = await watchPolicy(page);
      for (const route of share) {
        const response = await gotoHydrated(page, route);
        expect.soft(await policyProblems(response), route).toEqual([]);
        await scrollThroughAndHydrate(page);
        expect.soft(await policy.take(), route).toEqual([]);
      }
    });
  }

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
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Search the site" }).click();
    await page.getByRole("combobox", { name: "Search the site" }).fill("customer service");
    // A worker whose own policy blocked it would fail the search with a plain "Failed to fetch" and
    // no policy message in the page: the results themselves are the check.
    const results = page.getByRole("listbox", { name: "Search results" });
    await expect(results.getByRole("option").first()).toBeVisible({ timeout: 20_000 });
    expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toContain(
      "/pagefind/pagefind-worker.js",
    );
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

  test("the API's own page for a form post it refuses is styled, and runs nothing", async ({
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
    expect(header.get("default-src")).toEqual(["'none'"]);
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
