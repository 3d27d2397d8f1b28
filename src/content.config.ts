import { defineCollection } from "astro:content";
import { glob, type Loader } from "astro/loaders";
import { apiCodeId, apiTabs } from "./content/api-reference";
import { legalFrontMatterSchema } from "./lib/legal";
import { blogFrontMatterSchema } from "./lib/schemas/blog-post";
import { docsFrontMatterSchema, docsSections } from "./lib/schemas/docs-page";

/**
 * The site's Markdown as content collections: front-matter checked by zod at build time (a bad
 * file fails the build, naming the file and the field), bodies rendered by Astro's Markdown
 * processor with the plugins of lib/markdown.ts and Astro's Shiki for code.
 */

/** Blog posts: src/content/blog/<slug>.md; the front-matter's slug must be the file's name. */
const blog = defineCollection({
  loader: glob({
    pattern: "*.md",
    base: "./src/content/blog",
    generateId: ({ entry, data }) => {
      const name = entry.replace(/\.md$/, "");
      if (data.slug !== name) {
        throw new Error(
          `src/content/blog/${entry}: slug "${String(data.slug)}" must match the file name "${name}"`,
        );
      }
      return name;
    },
  }),
  schema: blogFrontMatterSchema,
});

/** Docs pages: src/content/docs/<section>/<slug>.md; the id is "<section>/<slug>", the path "/<id>". */
const docs = defineCollection({
  loader: glob({ pattern: `{${docsSections.join(",")}}/*.md`, base: "./src/content/docs" }),
  schema: docsFrontMatterSchema,
});

/** /privacy, /terms, /security and /cookies: src/content/legal/<slug>.md. */
const legal = defineCollection({
  loader: glob({ pattern: "*.md", base: "./src/content/legal" }),
  schema: legalFrontMatterSchema,
});

/**
 * The /api reference's Markdown (content/api-reference.ts): each tab's intro, each block's text and
 * each code sample, rendered like every other Markdown of the site. Ids: "<tab>", "<tab>/<block>",
 * "<tab>/<block>/<sample index>" (apiCodeId).
 */
const apiReferenceLoader: Loader = {
  name: "api-reference",
  async load({ store, renderMarkdown }) {
    store.clear();
    const add = async (id: string, markdown: string) => {
      store.set({ id, data: {}, body: markdown, rendered: await renderMarkdown(markdown) });
    };
    for (const tab of apiTabs) {
      await add(tab.value, tab.intro);
      for (const block of tab.blocks) {
        await add(`${tab.value}/${block.id}`, block.body);
        for (const [index, sample] of block.code.entries()) {
          await add(apiCodeId(tab, block, index), `\`\`\`${sample.lang}\n${sample.code}\n\`\`\`\n`);
        }
      }
    }
  },
};
const apiReference = defineCollection({ loader: apiReferenceLoader });

export const collections = { blog, docs, legal, apiReference };
