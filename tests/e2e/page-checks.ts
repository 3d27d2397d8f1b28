import type { Page, Response } from "@playwright/test";

/**
 * The checks every page gets in the sweep (sweep.spec.ts), which journeys reuse: what a person
 * sees (nothing left hidden, nothing panning sideways, every image loaded, every pill button
 * fitting) and the Content-Security-Policy (the header, and nothing blocked).
 */

/**
 * Waits for the CSS transitions under way to end (a section fading in: 500 ms). A switch to reduced
 * motion does not stop one already running: the section's `transition` becomes the initial `all
 * 0s`, which still names opacity, so the fade goes on (docs/measured.md, "The test suite").
 */
export async function transitionsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );
}

/** Scrolls to the bottom a screen at a time, as a reader would, then lets transitions finish. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    // Each stop lasts two rendered frames: intersection observers run in the first, and what they
    // start (a fade-in, a lazy image) is under way by the second.
    const settle = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: "instant" });
      await settle();
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    await settle();
  });
  await transitionsDone(page);
}

/**
 * Links whose text says nothing out of context ("Learn more"), as Lighthouse's SEO audit
 * `link-text` judges them: by the link's text, whatever its `aria-label`. A link needs words of
 * its own (screen-reader-only ones count).
 */
export function genericLinks(page: Page) {
  return page.evaluate(() => {
    const generic = new Set(
      "click here,click this,go,here,information,learn more,more,more info,more information,right here,read more,see more,start,this".split(
        ",",
      ),
    );
    return [...document.querySelectorAll("a[href]")]
      .map((link) => (link.textContent ?? "").trim().replace(/\s+/g, " "))
      .filter((text) => generic.has(text.toLowerCase()));
  });
}

/** Text elements and sections of `main` that are transparent or hidden, with the reason. */
export function hiddenContent(page: Page) {
  return page.evaluate(() => {
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : "";
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60);
      return `<${el.tagName.toLowerCase()}${id}> "${text}"`;
    };
    const found: string[] = [];
    for (const el of document.querySelectorAll("main :is(h1,h2,h3,h4,h5,h6,p,section,article)")) {
      // Slides of a carousel that are out of view by design.
      if (el.closest('[aria-roledescription="slide"][aria-hidden="true"]')) continue;
      for (
        let node: Element | null = el;
        node && node !== document.body;
        node = node.parentElement
      ) {
        const style = getComputedStyle(node);
        if (Number(style.opacity) === 0 || style.visibility === "hidden") {
          const why = style.visibility === "hidden" ? "visibility: hidden" : "opacity: 0";
          found.push(`${describe(el)} (${why}${node === el ? "" : ` on ${describe(node)}`})`);
          break;
        }
      }
    }
    return found;
  });
}

/** Pill-shaped links and buttons that are wider than the box holding them, or clip their label. */
export function outgrownButtons(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(
      "a.rounded-full, button.rounded-full",
    )) {
      if (!control.offsetParent || control.closest(".sr-only") || !control.parentElement) continue;
      const label = control.textContent?.trim();
      const own = control.getBoundingClientRect();
      // The box is the nearest ancestor that has one (an island's wrapper is `display: contents`).
      let parent: HTMLElement = control.parentElement;
      while (getComputedStyle(parent).display === "contents" && parent.parentElement)
        parent = parent.parentElement;
      const box = parent.getBoundingClientRect();
      if (own.left < box.left - 1 || own.right > box.right + 1)
        found.push(
          `"${label}" is ${Math.round(own.width)} px wide in a ${Math.round(box.width)} px box`,
        );
      else if (control.scrollWidth > control.clientWidth + 1) found.push(`"${label}" is clipped`);
    }
    return found;
  });
}

/**
 * Ids that more than one element of the document carries, each with its count. A reference to
 * one (`url(#…)`, `aria-labelledby`, `<label for>`, a link's `#…`) takes the first, whatever the
 * author meant.
 */
export function duplicateIds(page: Page) {
  return page.evaluate(() => {
    const counts = new Map<string, number>();
    for (const { id } of document.querySelectorAll("[id]"))
      counts.set(id, (counts.get(id) ?? 0) + 1);
    return [...counts].filter(([, count]) => count > 1).map(([id, count]) => `#${id} ×${count}`);
  });
}

/** Images that are shown but did not load (broken file, invalid SVG, wrong path). */
export function brokenImages(page: Page) {
  return page.evaluate(async () => {
    /** A carousel slide scrolled sideways out of view (its lazy images load when it comes in). */
    const offScreenSlide = (img: HTMLImageElement) => {
      const slide = img.closest('[aria-roledescription="slide"]');
      if (!slide) return false;
      const carousel = slide.closest('[aria-roledescription="carousel"]') ?? document.body;
      const { left, right } = slide.getBoundingClientRect();
      const box = carousel.getBoundingClientRect();
      return slide.getAttribute("aria-hidden") === "true" || right <= box.left || left >= box.right;
    };
    const shown = [...document.images].filter(
      (img) => img.getClientRects().length > 0 && !offScreenSlide(img),
    );
    await Promise.all(
      shown.map((img) =>
        img.complete
          ? undefined
          : new Promise((resolve) => {
              img.addEventListener("load", resolve, { once: true });
              img.addEventListener("error", resolve, { once: true });
              setTimeout(resolve, 5000);
            }),
      ),
    );
    return shown
      .filter((img) => img.naturalWidth === 0)
      .map((img) => `<img src="${img.getAttribute("src")}" alt="${img.alt}">`);
  });
}

declare global {
  interface Window {
    /** The policy violations this document reported, in order. */
    cspViolations?: string[];
  }
}

/**
 * Records every policy violation from now on: each document's `securitypolicyviolation` events
 * (from its first script on) and every console message about the policy (the browser's own, for
 * a blocked frame too). `take()` returns those since the last call and forgets them.
 */
export async function watchPolicy(page: Page) {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    window.cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "an inline script or style"}` +
          ` (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      ),
    );
  });
  return {
    async take() {
      // None on a page that has loaded no document yet (about:blank), which no script ran in.
      const violations = await page.evaluate(() => window.cspViolations?.splice(0) ?? []);
      return [...violations, ...messages.splice(0)];
    },
  };
}

/** A policy's directives by name, each with its sources. */
export function directives(policy: string) {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources] as const),
  );
}

/** What is wrong with the Content-Security-Policy header of a page's response, if anything. */
export async function policyProblems(response: Response | null) {
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

declare global {
  interface Window {
    /** What `watchFirstScreen` saw of the page's first screen. */
    firstScreen: { faded: string[]; largest: Element | null };
  }
}

/**
 * Watches, from the page's first script on, what would keep its first screen from painting with
 * the page (issue 33): a section the fade-in hides (lib/reveal-on-view.ts) while it is in the
 * window before any scroll, and the element of the largest contentful paint. Read with
 * `firstScreenProblems` before scrolling.
 */
export async function watchFirstScreen(page: Page) {
  await page.addInitScript(() => {
    const firstScreen: Window["firstScreen"] = { faded: [], largest: null };
    window.firstScreen = firstScreen;
    new MutationObserver((records) => {
      for (const { target } of records) {
        const section = target as Element;
        if (section.getAttribute("data-reveal-state") !== "hidden" || scrollY > 0) continue;
        const box = section.getBoundingClientRect();
        if (box.top < innerHeight && box.bottom > 0)
          firstScreen.faded.push(
            `<${section.tagName.toLowerCase()}> "${(section.textContent ?? "").trim().slice(0, 40)}"`,
          );
      }
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ["data-reveal-state"],
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        firstScreen.largest = (entry as PerformanceEntry & { element: Element | null }).element;
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

/**
 * What kept the first screen from painting with the page: a section on it that faded in, or a
 * largest contentful paint that is an image made to wait (lazy, decoded apart, or fetched at an
 * ordinary priority). Empty when nothing did.
 */
export function firstScreenProblems(page: Page) {
  return page.evaluate(() => {
    const { faded, largest } = window.firstScreen;
    const problems = faded.map((section) => `${section} is on the first screen but faded in`);
    if (largest instanceof HTMLImageElement) {
      const image = `the largest paint, <img src="${largest.getAttribute("src")}">,`;
      if (largest.loading === "lazy") problems.push(`${image} is lazy`);
      if (largest.decoding === "async") problems.push(`${image} is decoded asynchronously`);
      if (largest.fetchPriority !== "high")
        problems.push(`${image} is not fetched at high priority`);
    }
    return problems;
  });
}
