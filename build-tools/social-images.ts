import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import type { Plugin } from "vite";
import { site } from "../src/shared/site.ts";
import { sectionOf } from "../src/lib/page-sections.ts";
import { cardDetails, headingOf } from "../src/lib/seo.ts";
import {
  cacheKey,
  loadCardAssets,
  renderCard,
  type CardAssets,
  type CardInputs,
} from "./social-card.ts";

/**
 * Every page's social preview image, drawn after Astro has rendered the pages, from each built
 * page's own head: og:image says where it goes, og:title and og:site_name what it shows,
 * article:section and twitter:data1/data2 its details, og:url its section (content/page-sections.ts,
 * the map the SEO helper reads too). An image cannot disagree with its page: it is drawn from it.
 */

const decodeEntities = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
    if (entity[0] !== "#") return named[entity.toLowerCase()]!;
    return String.fromCodePoint(
      entity[1]?.toLowerCase() === "x" ? parseInt(entity.slice(2), 16) : Number(entity.slice(1)),
    );
  });

/** The <meta> tags of a page's head, by property or name ("og:title", "twitter:data1"…). */
export function headMeta(html: string): Map<string, string> {
  const head = html.slice(0, Math.max(0, html.indexOf("</head>")));
  const meta = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta\s[^>]*>/gi)) {
    const attributes = new Map(
      [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [
        name!.toLowerCase(),
        decodeEntities(value!),
      ]),
    );
    const key = attributes.get("property") ?? attributes.get("name");
    const content = attributes.get("content");
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
  }
  return meta;
}

/**
 * What a page's card shows and where it is written, from the page's head; undefined for a page
 * with no social card (the not-found page). Throws on a card image that is not the site's own.
 */
export function cardOfPage(html: string): { imagePath: string; card: CardInputs } | undefined {
  const meta = headMeta(html);
  const image = meta.get("og:image");
  if (!image) return undefined;
  const get = (key: string) => {
    const value = meta.get(key);
    if (!value) throw new Error(`the page of ${image} has no ${key}`);
    return value;
  };
  const imageUrl = new URL(image);
  if (imageUrl.origin !== site.origin || !/^\/og\/.+\.png$/.test(imageUrl.pathname))
    throw new Error(`${image}: a page's og:image must be ${site.origin}/og/….png`);
  const details = [1, 2].flatMap((n) => {
    const label = meta.get(`twitter:label${n}`);
    const data = meta.get(`twitter:data${n}`);
    return label && data ? [{ label, data }] : [];
  });
  const title = headingOf(get("og:title"));
  return {
    imagePath: imageUrl.pathname,
    card: {
      title,
      section: sectionOf(new URL(get("og:url")).pathname),
      details: cardDetails(title, meta.get("article:section"), details),
      brand: get("og:site_name"),
    },
  };
}

/**
 * Draws each page's card into `client` (the build's client directory) at its og:image path. A card
 * already drawn with the same inputs, template, renderer and fonts is copied from `cacheDir`.
 */
export async function writeSocialImages(
  client: string,
  cacheDir: string,
  assets: CardAssets,
): Promise<{ pages: number; drawn: number; cached: number }> {
  fs.mkdirSync(cacheDir, { recursive: true });
  const written = new Map<string, string>();
  let drawn = 0;
  let cached = 0;
  for (const file of fs
    .readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".html"))
    .sort()) {
    const page = cardOfPage(fs.readFileSync(path.join(client, file), "utf8"));
    if (!page) continue;
    const earlier = written.get(page.imagePath);
    if (earlier)
      throw new Error(`${path.relative(client, file)} and ${earlier} both use ${page.imagePath}`);
    written.set(page.imagePath, path.relative(client, file));
    const cachedFile = path.join(cacheDir, `${cacheKey(page.card, assets)}.png`);
    if (fs.existsSync(cachedFile)) cached += 1;
    else {
      const png = await renderCard(page.card, assets);
      fs.writeFileSync(`${cachedFile}.tmp`, png);
      fs.renameSync(`${cachedFile}.tmp`, cachedFile);
      drawn += 1;
    }
    const target = path.join(client, page.imagePath);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(cachedFile, target);
  }
  return { pages: written.size, drawn, cached };
}

/**
 * In development, /og/<path>.png is drawn on request from the page the dev server renders at
 * <path> (/og/index.png from /), so a page's card can be looked at before a build.
 */
function devImages(assets: () => CardAssets): Plugin {
  return {
    name: "automatica:social-images",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const imagePath = (req.url ?? "").split("?")[0] ?? "";
        const match = /^\/og\/(.+)\.png$/.exec(imagePath);
        if (!match) return next();
        const pagePath = match[1] === "index" ? "/" : `/${match[1]}`;
        fetch(new URL(pagePath, `http://${req.headers.host}`))
          .then((response) => response.text())
          .then(async (html) => {
            const page = cardOfPage(html);
            if (page?.imagePath !== imagePath) return next();
            res.setHeader("Content-Type", "image/png");
            res.end(await renderCard(page.card, assets()));
          })
          .catch(next);
      });
    },
  };
}

/** The Astro integration: after the build, every page's social image into build/client/og/. */
export function socialImages(): AstroIntegration {
  let root = process.cwd();
  const assets = () => loadCardAssets(path.join(root, "public", "logo.svg"));
  return {
    name: "automatica:social-images",
    hooks: {
      "astro:config:setup": ({ config, updateConfig }) => {
        root = fileURLToPath(config.root);
        updateConfig({ vite: { plugins: [devImages(assets)] } });
      },
      "astro:build:done": async ({ dir, logger }) => {
        const started = performance.now();
        const result = await writeSocialImages(
          fileURLToPath(dir),
          // Per checkout, beside Astro's own cache (astro.config.mjs cacheDir); gitignored.
          path.join(root, ".cache", "og"),
          assets(),
        );
        logger.info(
          `${result.pages} social images: ${result.drawn} drawn, ${result.cached} from the cache, ` +
            `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      },
    },
  };
}
