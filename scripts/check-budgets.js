// @ts-check
// Size budgets, read from the build (sizes, not timings). For every built page:
// - nothing in its <head> that fetches script before first paint: no <link rel="modulepreload">,
//   no <script src>;
// - at most 10 KB of inline script, JSON-LD and speculation rules apart (Astro's island runtime is 4.7 KB of it;
//   the theme script, applied before first paint, 0.9 KB: it took the budget from 9 KB, at 8.8 KB already);
// - the script it loads before any interaction, on every page, the home page included (issue 33):
//   at most 8 KB gzip, and no React. That is its inline scripts (gzip, together), every
//   <script src> and inline module import (a page's plain script: the hero slideshow's), every
//   island that hydrates by itself (`client:idle`, `client:load`, `client:visible`: component and
//   renderer), and every module those import statically, transitively; a
//   `client:interaction="idle"` island loads by itself too. Not the other `client:interaction`
//   islands, which load on a visitor's first interaction inside them (or when the address or the
//   browser's storage holds their state, which a first visit does not), nor dynamic import();
// - a page with widgets (islands in its <main>): at most 80 KB gzip (100 KB with a <form>) of that
//   and of its widgets' code, whatever their trigger, together;
// - CSS inlined, or one stylesheet; 30 KB gzip of CSS at most, inline and linked together.
// Prints the heaviest pages; exits 1 when any page is over.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const KB = 1024;
export const BUDGETS = {
  inlineScript: 10 * KB,
  /** Before any interaction, on every page; and no React then. */
  jsBeforeInteraction: 8 * KB,
  js: 80 * KB,
  jsWithForm: 100 * KB,
  css: 30 * KB,
  stylesheets: 1,
};

/**
 * Pages that are applications, each with its own budget of JavaScript in all (gzip), and exempt
 * from the 8 KB and no-React rule before an interaction. Only the staff inbox (issue 36): it is
 * for signed-in staff, not visitors (noindex, unlisted, not in the Lighthouse set), and it has
 * nothing to show until its island has fetched the leads with the session, so that island
 * hydrates at once (`client:interaction="idle"`) and React loads with the page. Its sign-in and
 * enrolment pages are not in this list: they hydrate on the click, as any widget does.
 */
export const APP_PAGES = /** @type {Record<string, number>} */ ({ "/staff": 100 * KB });

/** @param {string} tag @param {string} name */
const attribute = (tag, name) =>
  tag
    .match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"))
    ?.slice(1)
    .find((v) => v !== undefined);

/** @param {string} html */
const decode = (html) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * The value an island's directive was given (`client:interaction="idle"`: "idle"), from Astro's
 * `opts` attribute; "" when none.
 * @param {string} tag
 */
const directiveValue = (tag) => {
  const value = JSON.parse(decode(attribute(tag, "opts") ?? "{}")).value;
  return typeof value === "string" ? value : "";
};

/**
 * The static imports of a module's code: `import x from "./a.js"`, `import {a} from"./a.js"`,
 * `import "./a.js"`, `export * from "./a.js"`. Not `import("./a.js")`, which loads on demand.
 * @param {string} code
 * @returns {string[]} the specifiers, as written
 */
export function staticImports(code) {
  const specifiers = new Set();
  const pattern = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"'\n]+)["']/g;
  for (const [, specifier] of code.matchAll(pattern)) specifiers.add(specifier);
  return [...specifiers];
}

/**
 * What one built page's HTML asks of the budgets.
 * @param {string} html
 */
export function pageFacts(html) {
  const headEnd = html.search(/<\/head>/i);
  const head = headEnd >= 0 ? html.slice(0, headEnd) : "";
  /** @type {string[]} */
  const headProblems = [];
  for (const [tag] of head.matchAll(/<link\b[^>]*>/gi)) {
    if (/^modulepreload$/i.test(attribute(tag, "rel") ?? ""))
      headProblems.push(`<link rel="modulepreload" href="${attribute(tag, "href")}">`);
  }
  for (const [tag] of head.matchAll(/<script\b[^>]*>/gi)) {
    if (attribute(tag, "src") !== undefined)
      headProblems.push(`<script src="${attribute(tag, "src")}">`);
  }

  /** The JavaScript the page loads at once: script files, inline module imports, self-hydrating islands. */
  const entries = new Set();
  /** The code of the islands in its <main> that hydrate on interaction: its widgets. */
  const widgetEntries = new Set();
  let inlineScript = 0;
  let inlineScriptText = "";
  for (const [, tag, body] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    const src = attribute(/** @type {string} */ (tag), "src");
    const type = attribute(/** @type {string} */ (tag), "type") ?? "";
    if (src !== undefined) {
      entries.add(decode(src));
    } else if (!/^(application\/ld\+json|speculationrules)$/i.test(type)) {
      inlineScript += Buffer.byteLength(/** @type {string} */ (body));
      inlineScriptText += `${body}\n`;
      if (/^module$/i.test(type))
        for (const specifier of staticImports(body ?? "")) entries.add(specifier);
    }
  }
  const mainStart = html.search(/<main\b/i);
  const mainEnd = html.search(/<\/main>/i);
  let hasWidget = false;
  for (const match of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    const [tag] = match;
    const inMain = mainStart >= 0 && match.index > mainStart && match.index < mainEnd;
    const onInteraction =
      attribute(tag, "client") === "interaction" &&
      !directiveValue(tag).split(" ").includes("idle");
    hasWidget ||= inMain;
    const into = onInteraction ? (inMain ? widgetEntries : undefined) : entries;
    for (const name of ["component-url", "renderer-url", "before-hydration-url"]) {
      const url = attribute(tag, name);
      if (url) into?.add(decode(url));
    }
  }

  /** @type {string[]} */
  const stylesheets = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/(^|\s)stylesheet(\s|$)/i.test(attribute(tag, "rel") ?? ""))
      stylesheets.push(decode(attribute(tag, "href") ?? ""));
  }
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)]
    .map(([, css]) => css)
    .join("\n");

  return {
    headProblems,
    inlineScript,
    inlineScriptText,
    entries: [...entries],
    widgetEntries: [...widgetEntries],
    hasWidget,
    stylesheets,
    inlineCss,
    // A form of the page's own: Ask Automatica's panel, in every page outside <main>, is not one.
    hasForm: /<form\b/i.test(mainStart >= 0 ? html.slice(mainStart, mainEnd) : html),
  };
}

/** @param {string | Buffer} content */
const gzipSize = (content) => zlib.gzipSync(content, { level: 9 }).length;

/**
 * Every page of a build, measured. URLs are resolved as the browser would, from the page's URL.
 * @param {string} client the build's client directory
 */
export function measure(client) {
  /** @type {Map<string, { size: number, react: boolean, imports: string[] }>} */
  const modules = new Map();
  /** @param {string} pathname */
  const moduleAt = (pathname) => {
    let module = modules.get(pathname);
    if (!module) {
      const file = path.join(client, pathname);
      if (!fs.existsSync(file)) throw new Error(`budgets: ${pathname} is loaded but not built`);
      const code = fs.readFileSync(file, "utf8");
      module = {
        size: gzipSize(code),
        // React DOM marks the nodes it owns with this key.
        react: code.includes("__reactFiber$"),
        imports: staticImports(code)
          .filter((specifier) => /^(\.{1,2}\/|\/)/.test(specifier))
          .map((specifier) => new URL(specifier, `http://site${pathname}`).pathname),
      };
      modules.set(pathname, module);
    }
    return module;
  };
  /** The modules an entry loads: itself and its static imports, transitively. @param {string[]} entries */
  const closure = (entries) => {
    const seen = new Set();
    const queue = [...entries];
    while (queue.length) {
      const next = /** @type {string} */ (queue.shift());
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...moduleAt(next).imports);
    }
    return [...seen];
  };

  return fs
    .readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html") && !file.startsWith(`pagefind${path.sep}`))
    .map((file) => {
      const relative = file.split(path.sep).join("/");
      const page = "/" + relative.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "");
      const facts = pageFacts(fs.readFileSync(path.join(client, file), "utf8"));
      const base = `http://site/${relative}`;
      /** @param {string[]} entries */
      const local = (entries) =>
        entries
          .map((entry) => new URL(entry, base))
          .filter((url) => url.origin === "http://site")
          .map((url) => url.pathname);
      const initial = closure(local(facts.entries));
      const scripts = closure([...local(facts.entries), ...local(facts.widgetEntries)]);
      const inline = facts.inlineScriptText ? gzipSize(facts.inlineScriptText) : 0;
      /** @param {string[]} modules */
      const size = (modules) => modules.reduce((sum, module) => sum + moduleAt(module).size, 0);
      const css = [
        facts.inlineCss,
        ...facts.stylesheets.map((href) =>
          fs.readFileSync(path.join(client, new URL(href, base).pathname), "utf8"),
        ),
      ].join("\n");
      return {
        page,
        initialJs: inline + size(initial),
        initialReact: initial.some((module) => moduleAt(module).react),
        js: inline + size(scripts),
        scripts: scripts.length,
        hasWidget: facts.hasWidget,
        app: page in APP_PAGES,
        jsLimit: APP_PAGES[page] ?? (facts.hasForm ? BUDGETS.jsWithForm : BUDGETS.js),
        inlineScript: facts.inlineScript,
        css: facts.inlineCss || facts.stylesheets.length ? gzipSize(css) : 0,
        stylesheets: facts.stylesheets.length,
        hasForm: facts.hasForm,
        headProblems: facts.headProblems,
      };
    })
    .sort((a, b) => a.page.localeCompare(b.page));
}

/** @typedef {ReturnType<typeof measure>[number]} PageSizes */

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * What is over budget on one page, in words; empty when it is within every budget.
 * @param {PageSizes} page
 */
export function overBudget(page) {
  return [
    ...page.headProblems.map((problem) => `${problem} in <head> fetches script before first paint`),
    ...(page.initialJs > BUDGETS.jsBeforeInteraction && !page.app
      ? [
          `JavaScript before any interaction ${kb(page.initialJs)} gz over ${kb(BUDGETS.jsBeforeInteraction)}`,
        ]
      : []),
    ...(page.initialReact && !page.app ? ["React loads before any interaction"] : []),
    ...((page.hasWidget || page.app) && page.js > page.jsLimit
      ? [
          `JavaScript ${kb(page.js)} gz over ${kb(page.jsLimit)}${page.app ? " (an application page)" : page.hasForm ? " (page with a form)" : ""}`,
        ]
      : []),
    ...(page.inlineScript > BUDGETS.inlineScript
      ? [`inline script ${kb(page.inlineScript)} over ${kb(BUDGETS.inlineScript)}`]
      : []),
    ...(page.stylesheets > BUDGETS.stylesheets
      ? [`${page.stylesheets} stylesheets, at most ${BUDGETS.stylesheets}`]
      : []),
    ...(page.css > BUDGETS.css ? [`CSS ${kb(page.css)} gz over ${kb(BUDGETS.css)}`] : []),
  ];
}

const isMain =
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const client = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  const pages = measure(client);
  const heaviest = [...pages]
    .sort((a, b) => b.js - a.js || b.inlineScript - a.inlineScript)
    .slice(0, 12);
  const heaviestBefore = [...pages]
    .filter((page) => !page.app)
    .sort((a, b) => b.initialJs - a.initialJs)[0];
  console.log(
    `budgets: ${pages.length} pages. Every page: JS before any interaction ≤ ${kb(BUDGETS.jsBeforeInteraction)} gz ` +
      `and no React (heaviest ${heaviestBefore?.page}: ${kb(heaviestBefore?.initialJs ?? 0)}). ` +
      `With widgets: JS ≤ ${kb(BUDGETS.js)} gz (${kb(BUDGETS.jsWithForm)} with a form), ` +
      `inline script ≤ ${kb(BUDGETS.inlineScript)}, CSS ≤ ${kb(BUDGETS.css)} gz in ≤ ${BUDGETS.stylesheets} stylesheet, ` +
      `no script fetched from <head>. Heaviest pages:`,
  );
  console.table(
    heaviest.map((page) => ({
      page: page.page,
      "JS gz": kb(page.js),
      "JS limit": page.hasWidget ? kb(page.jsLimit) : "-",
      "before interaction": kb(page.initialJs),
      modules: page.scripts,
      "inline script": kb(page.inlineScript),
      "CSS gz": kb(page.css),
      stylesheets: page.stylesheets,
    })),
  );
  const over = pages
    .map((page) => ({ page: page.page, problems: overBudget(page) }))
    .filter((page) => page.problems.length);
  for (const { page, problems } of over)
    console.error(`  over budget: ${page}: ${problems.join("; ")}`);
  process.exit(over.length ? 1 : 0);
}
