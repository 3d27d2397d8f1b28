import type { AstroIntegration } from "astro";
import type { Element, ElementContent } from "hast";
import { fillLegal } from "./legal";
import { slugify } from "./slug";

/**
 * How the site's Markdown (blog posts, docs pages, legal pages, the /api reference) renders, as
 * plugins of Astro's own Markdown processor (Sätteri), added by the `contentMarkdown` integration:
 * - every heading gets an id from `slugify` (the same anchors as before) and links to itself;
 * - every code block (highlighted by Astro's Shiki) gets a bar with its language and a Copy button
 *   (hooks/use-copy-code.ts drives it);
 * - tables scroll inside their own labelled box;
 * - raw HTML in content shows as text, never as markup; quotes stay as written (no smart quotes);
 * - the legal pages' {placeholders} are filled from shared/site.ts (lib/legal.ts).
 */

/**
 * Shiki's colours for code blocks, one theme per site theme. With no default colour, Shiki writes
 * each token's colours as CSS variables only (`--shiki-light`, `--shiki-dark`), and app.css picks
 * one by the same `dark` rule as the rest of the site. Both high-contrast themes pass AA on the
 * code box's surface.
 */
export const shikiConfig = {
  themes: { light: "github-light-high-contrast", dark: "github-dark-high-contrast" },
  defaultColor: false,
} as const;

/** The Markdown heading as Astro reports it (`render(entry).headings`). */
export interface Heading {
  depth: number;
  slug: string;
  text: string;
}

export const languageLabels: Record<string, string> = {
  bash: "Shell",
  sh: "Shell",
  shell: "Shell",
  json: "JSON",
  js: "JavaScript",
  javascript: "JavaScript",
  ts: "TypeScript",
  typescript: "TypeScript",
  tsx: "TypeScript",
  python: "Python",
  http: "HTTP",
  yaml: "YAML",
};

/** "bash" -> "Shell"; a language without a label (or none) is "Code". */
export const languageLabel = (lang: string | undefined) => (lang && languageLabels[lang]) || "Code";

/** "Shell" code block's bar: the language and the copy button, as hast. */
export function codeBlockBar(label: string): Element {
  return {
    type: "element",
    tagName: "div",
    properties: { className: ["code-block-bar"] },
    children: [
      {
        type: "element",
        tagName: "span",
        properties: {},
        children: [{ type: "text", value: label }],
      },
      {
        type: "element",
        tagName: "button",
        properties: {
          type: "button",
          className: ["code-copy"],
          dataCopyCode: "",
          ariaLabel: `Copy ${label} code`,
        },
        children: [{ type: "text", value: "Copy" }],
      },
    ],
  };
}

/** A page's heading ids: slugify of the text, `-2`, `-3` ... for repeats ("section" when empty). */
export function headingSlugger() {
  const used = new Map<string, number>();
  return (text: string) => {
    const base = slugify(text) || "section";
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    return seen ? `${base}-${seen + 1}` : base;
  };
}

const isLegalFile = (fileURL: URL | undefined) =>
  fileURL?.pathname.includes("/content/legal/") ?? false;

/** Sätteri mdast plugin: fills {placeholders} in the legal pages' text and link targets. */
export const legalPlaceholdersPlugin = {
  name: "legal-placeholders",
  text(node: { value: string }, ctx: MdastContext) {
    if (!isLegalFile(ctx.fileURL) || !node.value.includes("{")) return;
    ctx.setProperty(node, "value", fillLegal(node.value));
  },
  link(node: { url: string }, ctx: MdastContext) {
    const url = decodeURI(node.url);
    if (!isLegalFile(ctx.fileURL) || !url.includes("{")) return;
    ctx.setProperty(node, "url", fillLegal(url));
  },
};

interface MdastContext {
  fileURL: URL | undefined;
  setProperty(node: object, key: string, value: unknown): void;
}
interface HastContext {
  textContent(node: Element): string;
  setProperty(node: Element, key: string, value: unknown): void;
  replaceNode(node: Element | object, replacement: ElementContent | ElementContent[]): void;
  wrapNode(node: Element, wrapper: { raw: string }): void;
}

/** Sätteri hast plugin: heading ids and self-links, code block bars, table boxes, raw HTML as text. */
export function contentHastPlugin() {
  const slug = headingSlugger();
  return {
    name: "content-markup",
    element: [
      {
        filter: ["h1", "h2", "h3", "h4", "h5", "h6"],
        visit(node: Element, ctx: HastContext) {
          const id = slug(ctx.textContent(node));
          ctx.replaceNode(node, {
            ...node,
            properties: { ...node.properties, id },
            children: [
              {
                type: "element",
                tagName: "a",
                properties: { className: ["heading-anchor"], href: `#${id}` },
                children: [...node.children],
              },
            ],
          });
        },
      },
      {
        filter: ["pre"],
        visit(node: Element, ctx: HastContext) {
          const lang = node.properties?.dataLanguage;
          ctx.replaceNode(node, {
            type: "element",
            tagName: "div",
            properties: { className: ["code-block"], dataCodeBlock: "" },
            children: [
              codeBlockBar(languageLabel(typeof lang === "string" ? lang : undefined)),
              node,
            ],
          });
        },
      },
      {
        filter: ["table"],
        visit(node: Element, ctx: HastContext) {
          ctx.wrapNode(node, {
            raw: '<div class="table-scroll" tabindex="0" role="region" aria-label="Table"></div>',
          });
        },
      },
      {
        filter: ["th"],
        visit(node: Element, ctx: HastContext) {
          ctx.setProperty(node, "scope", "col");
        },
      },
    ],
    raw(node: { value: string }, ctx: HastContext) {
      ctx.replaceNode(node, { type: "text", value: node.value });
    },
  };
}

/**
 * Adds the plugins above to Astro's Markdown processor. In astro.config.mjs:
 * `integrations: [..., contentMarkdown()]`.
 */
export function contentMarkdown(): AstroIntegration {
  return {
    name: "content-markdown",
    hooks: {
      "astro:config:setup": ({ config }) => {
        const processor = config.markdown.processor as {
          name: string;
          options: {
            mdastPlugins: unknown[];
            hastPlugins: unknown[];
            features: { smartPunctuation?: boolean };
          };
        };
        if (processor.name !== "satteri") {
          throw new Error(
            `contentMarkdown() expects Astro's Sätteri processor, not ${processor.name}`,
          );
        }
        // The texts' straight quotes stay as written (the SPEC's strings, word for word).
        processor.options.features.smartPunctuation = false;
        processor.options.mdastPlugins.push(legalPlaceholdersPlugin);
        processor.options.hastPlugins.push(contentHastPlugin);
      },
    },
  };
}
