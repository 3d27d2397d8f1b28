import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  APP_PAGES,
  BUDGETS,
  measure,
  overBudget,
  pageFacts,
  staticImports,
} from "./check-budgets.js";

/** Incompressible text of about `bytes` bytes (random hex), so gzip sizes are predictable. */
const noise = (bytes) =>
  Array.from({ length: Math.ceil(bytes / 8) }, () =>
    Math.floor(Math.random() * 2 ** 32)
      .toString(16)
      .padStart(8, "0"),
  )
    .join("")
    .slice(0, bytes);

/** @type {string[]} */
const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
/** A build directory holding these files. @param {Record<string, string>} files */
function build(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "budgets-"));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

const island = (component, renderer = "/_astro/client.js", client = "idle") =>
  `<astro-island uid="1" component-url="${component}" renderer-url="${renderer}" client="${client}"></astro-island>`;
/** An island that hydrates on the visitor's first interaction inside it. */
const onInteraction = (component) => island(component, "/_astro/client.js", "interaction");
/** An island that hydrates by itself when the browser is idle (`client:interaction="idle"`). */
const whenIdle = (component) =>
  island(component, "/_astro/client.js", "interaction").replace(
    "></astro-island>",
    ' opts="{&quot;name&quot;:&quot;Slider&quot;,&quot;value&quot;:&quot;idle&quot;}"></astro-island>',
  );

describe("a module's static imports", () => {
  it("reads minified and spaced imports and re-exports, but not dynamic import()", () => {
    const code =
      'const m=()=>import("./lazy.js");import{a as b,c}from"./a.js";import"./side.js";' +
      'import * as ns from "../up/ns.js";\nexport*from"./re.js";import x from\'./x.js\';' +
      "export{b};const url=import.meta.url;";
    expect(staticImports(code)).toEqual([
      "./a.js",
      "./side.js",
      "../up/ns.js",
      "./re.js",
      "./x.js",
    ]);
  });
});

describe("the budgets' view of a page", () => {
  it("flags script fetched from the head, and counts inline script without JSON-LD", () => {
    const html =
      '<html><head><link rel="modulepreload" href="/_astro/a.js"><script type="module" src="/_astro/b.js"></script>' +
      '<script>let one = 1;</script><script type="application/ld+json">{"@type":"Thing"}</script></head>' +
      '<body><script type="module">import "/_astro/c.js";</script></body></html>';
    const facts = pageFacts(html);
    expect(facts.headProblems).toEqual([
      '<link rel="modulepreload" href="/_astro/a.js">',
      '<script src="/_astro/b.js">',
    ]);
    expect(facts.inlineScript).toBe("let one = 1;".length + 'import "/_astro/c.js";'.length);
    expect(facts.entries).toEqual(["/_astro/b.js", "/_astro/c.js"]);
  });

  it("takes every island's component and renderer, and notices a form", () => {
    const facts = pageFacts(
      `<head></head><body>${island("/_astro/header.js")}<form></form>${island("/_astro/faq.js")}</body>`,
    );
    expect(facts.entries).toEqual(["/_astro/header.js", "/_astro/client.js", "/_astro/faq.js"]);
    expect(facts.hasForm).toBe(true);
    expect(facts.headProblems).toEqual([]);
  });
});

describe("measuring a build", () => {
  it("follows static imports transitively, once each, and leaves dynamic imports out", () => {
    const react = noise(30 * 1024);
    const dir = build({
      "index.html": `<head></head><body>${island("/_astro/header.js")}${island("/_astro/slider.js")}</body>`,
      "_astro/client.js": `import{r}from"./react.js";${noise(100)}`,
      "_astro/header.js": `import{r}from"./react.js";import"./utils.js";const d=()=>import("./dialog.js");`,
      "_astro/slider.js": `import{u}from"./utils.js";`,
      "_astro/utils.js": `import{r}from"./react.js";${noise(2000)}`,
      "_astro/react.js": react,
      "_astro/dialog.js": noise(50 * 1024),
    });
    const [home] = measure(dir);
    expect(home?.page).toBe("/");
    expect(home?.scripts).toBe(5);
    // Random hex gzips to a little over half its size: React counted once, the dialog not at all.
    expect(home?.js).toBeGreaterThan(15 * 1024 + 1000);
    expect(home?.js).toBeLessThan(22 * 1024);
  });

  it("fails a page over the JavaScript budget, and allows more on a page with a form", () => {
    const heavy = noise(170 * 1024); // about 90 KB gzip
    const dir = build({
      "_astro/client.js": heavy,
      "_astro/form.js": "",
      // A form outside <main> (Ask Automatica's panel, on every page) does not make it a form page.
      "about/index.html": `<head></head><body><main>${onInteraction("/_astro/form.js")}</main><dialog><form></form></dialog></body>`,
      "contact/index.html": `<head></head><body><main><form></form>${onInteraction("/_astro/form.js")}</main></body>`,
    });
    const pages = measure(dir);
    const about = pages.find((page) => page.page === "/about");
    const contact = pages.find((page) => page.page === "/contact");
    expect(about?.js).toBeGreaterThan(BUDGETS.js);
    expect(overBudget(/** @type {any} */ (about))).toEqual([
      expect.stringMatching(/^JavaScript .* gz over 80\.0 KB$/),
    ]);
    expect(contact?.jsLimit).toBe(BUDGETS.jsWithForm);
    expect(overBudget(/** @type {any} */ (contact))).toEqual([]);
  });

  it("on every page, widgets or not, holds what loads before any interaction to 8 KB and no React: not the islands that wait for one", () => {
    const dir = build({
      "_astro/client.js": `import"./react.js";`,
      "_astro/react.js": `const k="__reactFiber$";${noise(40 * 1024)}`,
      "_astro/search.js": noise(40 * 1024),
      "_astro/widget.js": noise(170 * 1024), // about 90 KB gzip
      "_astro/slideshow.js": noise(1024),
      "about/index.html": `<head><script>${noise(4 * 1024)}</script></head><body><header>${onInteraction("/_astro/search.js")}</header><main></main></body>`,
      "heavy/index.html": `<head><script>${noise(20 * 1024)}</script></head><body><main></main></body>`,
      "react/index.html": `<head></head><body><header>${island("/_astro/search.js")}</header><main></main></body>`,
      "idle/index.html": `<head></head><body><header>${whenIdle("/_astro/search.js")}</header><main></main></body>`,
      "tabs/index.html": `<head></head><body><main>${onInteraction("/_astro/widget.js")}</main></body>`,
      // A home page whose slider hydrates by itself: a widget of its own, yet over the limit.
      "home/index.html": `<head></head><body><main>${whenIdle("/_astro/search.js")}</main></body>`,
      // The same slider as a page's plain module script.
      "plain/index.html": `<head></head><body><main><script type="module" src="/_astro/slideshow.js"></script></main></body>`,
    });
    const pages = Object.fromEntries(measure(dir).map((page) => [page.page, page]));
    expect(pages["/about"]?.hasWidget).toBe(false);
    expect(pages["/about"]?.initialJs).toBeGreaterThan(2 * 1024);
    expect(pages["/about"]?.initialJs).toBeLessThan(3 * 1024);
    expect(overBudget(/** @type {any} */ (pages["/about"]))).toEqual([]);
    expect(overBudget(/** @type {any} */ (pages["/heavy"]))).toEqual([
      expect.stringMatching(/^JavaScript before any interaction .* gz over 8\.0 KB$/),
      expect.stringMatching(/^inline script .* over 10\.0 KB$/),
    ]);
    expect(overBudget(/** @type {any} */ (pages["/react"]))).toEqual([
      expect.stringMatching(/^JavaScript before any interaction/),
      "React loads before any interaction",
    ]);
    // An island that hydrates when idle loads before any interaction.
    expect(pages["/idle"]?.initialJs).toBe(pages["/react"]?.initialJs);
    // A widget's code counts toward the page's budget, whenever it loads.
    expect(pages["/tabs"]?.hasWidget).toBe(true);
    expect(pages["/tabs"]?.initialJs).toBe(0);
    expect(overBudget(/** @type {any} */ (pages["/tabs"]))).toEqual([
      expect.stringMatching(/^JavaScript .* gz over 80\.0 KB$/),
    ]);
    // A page with widgets of its own is held to the same 8 KB before any interaction.
    expect(pages["/home"]?.hasWidget).toBe(true);
    expect(overBudget(/** @type {any} */ (pages["/home"]))).toEqual([
      expect.stringMatching(/^JavaScript before any interaction .* gz over 8\.0 KB$/),
      "React loads before any interaction",
    ]);
    expect(pages["/plain"]?.initialJs).toBeGreaterThan(512);
    expect(overBudget(/** @type {any} */ (pages["/plain"]))).toEqual([]);
  });

  it("lets an application page (the staff inbox) load React at once, within its own budget", () => {
    const dir = build({
      "_astro/client.js": `import"./react.js";`,
      "_astro/react.js": `const k="__reactFiber$";${noise(40 * 1024)}`,
      "_astro/inbox.js": noise(200 * 1024),
      "staff/index.html": `<head></head><body><main>${whenIdle("/_astro/react.js")}</main></body>`,
      "other/index.html": `<head></head><body><main>${whenIdle("/_astro/react.js")}</main></body>`,
      "heavy-staff/index.html": `<head></head><body><main>${whenIdle("/_astro/inbox.js")}</main></body>`,
    });
    const pages = Object.fromEntries(measure(dir).map((page) => [page.page, page]));
    expect(pages["/staff"]?.initialReact).toBe(true);
    expect(overBudget(/** @type {any} */ (pages["/staff"]))).toEqual([]);
    expect(overBudget(/** @type {any} */ (pages["/other"]))).toContain(
      "React loads before any interaction",
    );
    const over = {
      ...pages["/heavy-staff"],
      page: "/staff",
      app: true,
      jsLimit: APP_PAGES["/staff"],
    };
    expect(over.js).toBeGreaterThan(/** @type {number} */ (APP_PAGES["/staff"]));
    expect(overBudget(/** @type {any} */ (over))).toEqual([
      expect.stringMatching(/^JavaScript .* gz over 100\.0 KB \(an application page\)$/),
    ]);
  });

  it("fails more than 10 KB of inline script, a second stylesheet, and CSS over 30 KB gzip", () => {
    const dir = build({
      "index.html":
        '<head><link rel="stylesheet" href="/_astro/a.css"><link rel="stylesheet" href="/_astro/b.css">' +
        `</head><body><script>${"x".repeat(11 * 1024)}</script></body>`,
      "_astro/a.css": `/*${noise(64 * 1024)}*/`,
      "_astro/b.css": "",
      "inline/index.html": `<head><style>${"a{color:red}".repeat(100)}</style></head><body></body>`,
    });
    const [home, inline] = measure(dir);
    expect(overBudget(/** @type {any} */ (home))).toEqual([
      "inline script 11.0 KB over 10.0 KB",
      "2 stylesheets, at most 1",
      expect.stringMatching(/^CSS .* gz over 30\.0 KB$/),
    ]);
    expect(inline?.css).toBeGreaterThan(0);
    expect(overBudget(/** @type {any} */ (inline))).toEqual([]);
  });

  it("fails a page whose head preloads or loads a script", () => {
    const dir = build({
      "index.html": '<head><link rel="modulepreload" href="/_astro/a.js"></head><body></body>',
      "_astro/a.js": "",
    });
    expect(overBudget(/** @type {any} */ (measure(dir)[0]))).toEqual([
      '<link rel="modulepreload" href="/_astro/a.js"> in <head> fetches script before first paint',
    ]);
  });
});
