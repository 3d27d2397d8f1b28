import { pages, type StaticPath } from "../content/pages";
import { buildMeta, type MetaDescriptor, type SeoInput } from "./seo";

/** Meta tags for a fixed page of content/pages.ts. */
export function pageMeta(path: StaticPath, extra: Partial<SeoInput> = {}): MetaDescriptor[] {
  const page = pages[path];
  return buildMeta({
    title: page.metaTitle ?? page.title,
    description: page.description,
    path,
    noindex: page.noindex,
    ...extra,
  });
}

/** Loader data every fixed page starts from: its title block and its meta tags, built at build time. */
export function staticPage(path: StaticPath, seo: Partial<SeoInput> = {}) {
  const { title, highlight, description } = pages[path];
  return { page: { title, highlight, description }, meta: pageMeta(path, seo) };
}
