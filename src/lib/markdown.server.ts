import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { Marked, type Tokens } from "marked";
import { createHighlighter, type Highlighter } from "shiki";
import type { z } from "zod";
import { slugify } from "./slug";

/**
 * Build-time Markdown: front-matter checked by zod, body rendered to HTML with heading anchors
 * and highlighted code. Runs only in loaders during prerendering; nothing here reaches the browser.
 */

export interface Heading {
  id: string;
  text: string;
  depth: 2 | 3;
}

export interface RenderedMarkdown {
  html: string;
  headings: Heading[];
}

const languages = ["bash", "json", "js", "ts", "python", "http", "tsx", "yaml"] as const;
let highlighter: Promise<Highlighter> | undefined;
function getHighlighter() {
  highlighter ??= createHighlighter({
    themes: ["github-light-high-contrast"],
    langs: [...languages],
  });
  return highlighter;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const languageLabels: Record<string, string> = {
  bash: "Shell",
  json: "JSON",
  js: "JavaScript",
  ts: "TypeScript",
  tsx: "TypeScript",
  python: "Python",
  http: "HTTP",
  yaml: "YAML",
};

/** Highlights one code block; the markup carries a copy button that a delegated handler drives. */
export async function highlightCode(code: string, lang = "text"): Promise<string> {
  const shiki = await getHighlighter();
  const known = (languages as readonly string[]).includes(lang);
  const inner = known
    ? shiki.codeToHtml(code, { lang, theme: "github-light-high-contrast" })
    : `<pre class="shiki"><code>${escapeHtml(code)}</code></pre>`;
  const label = languageLabels[lang] ?? "Code";
  return `<div class="code-block" data-code-block><div class="code-block-bar"><span>${label}</span><button type="button" class="code-copy" data-copy-code aria-label="Copy ${label} code">Copy</button></div>${inner}</div>`;
}

export async function renderMarkdown(source: string): Promise<RenderedMarkdown> {
  const headings: Heading[] = [];
  const used = new Map<string, number>();
  const codeBlocks: { code: string; lang?: string }[] = [];
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const text = inner
          .replace(/<[^>]+>/g, "")
          .replace(/&amp;/g, "&")
          .replace(/&#39;/g, "'")
          .replace(/&quot;/g, '"');
        let id = slugify(text) || "section";
        const seen = used.get(id) ?? 0;
        used.set(id, seen + 1);
        if (seen) id = `${id}-${seen + 1}`;
        if (depth === 2 || depth === 3) headings.push({ id, text, depth });
        return `<h${depth} id="${id}"><a class="heading-anchor" href="#${id}">${inner}</a></h${depth}>\n`;
      },
      code({ text, lang }: Tokens.Code) {
        codeBlocks.push({ code: text, lang: lang?.trim().split(/\s+/)[0] });
        return `<!--code-block-${codeBlocks.length - 1}-->`;
      },
      html({ text }: Tokens.HTML | Tokens.Tag) {
        // Raw HTML in content is shown as text, never as markup.
        return escapeHtml(text);
      },
      table(token: Tokens.Table) {
        const head = token.header
          .map((cell) => `<th scope="col">${this.parser.parseInline(cell.tokens)}</th>`)
          .join("");
        const rows = token.rows
          .map(
            (row) =>
              `<tr>${row.map((cell) => `<td>${this.parser.parseInline(cell.tokens)}</td>`).join("")}</tr>`,
          )
          .join("");
        return `<div class="table-scroll" tabindex="0" role="region" aria-label="Table"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`;
      },
    },
  });
  let html = marked.parse(source) as string;
  const highlighted = await Promise.all(
    codeBlocks.map((block) => highlightCode(block.code, block.lang)),
  );
  html = html.replace(
    /<!--code-block-(\d+)-->/g,
    (_, index: string) => highlighted[Number(index)] ?? "",
  );
  return { html, headings };
}

export interface MarkdownFile<T> {
  file: string;
  slug: string;
  data: T;
  body: string;
}

/** Reads every `*.md` of a folder and checks its front-matter; a bad file fails the build by name. */
export function readMarkdownDir<S extends z.ZodType>(
  dir: string,
  schema: S,
): MarkdownFile<z.infer<S>>[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".md") && name === name.toLowerCase())
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      const { data, content } = matter(fs.readFileSync(file, "utf8"));
      const result = schema.safeParse(data);
      if (!result.success) {
        const problems = result.error.issues
          .map((issue) => `  - ${issue.path.join(".") || "(front-matter)"}: ${issue.message}`)
          .join("\n");
        throw new Error(
          `Invalid front-matter in ${path.relative(process.cwd(), file)}:\n${problems}`,
        );
      }
      return { file, slug: name.replace(/\.md$/, ""), data: result.data, body: content };
    });
}

export const contentDir = path.resolve(process.cwd(), "app/content");
