import type { MetaDescriptor } from "react-router";

/**
 * Every route computes its meta tags at build time in its loader (with buildMeta from seo.ts) and
 * returns them as `meta`; this passes them on. The SEO helper and page table never ship to the browser.
 */
export function metaFromLoader({ data }: { data: unknown }): MetaDescriptor[] {
  const meta = (data as { meta?: MetaDescriptor[] } | undefined)?.meta;
  return meta ?? [];
}
