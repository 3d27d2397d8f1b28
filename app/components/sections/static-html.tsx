import { Reveal } from "../layout/reveal";

/**
 * Shows markup rendered at build time by staticHtml() (lib/static-html.server.tsx). With `reveal`
 * it fades in when first seen, like <Reveal>; never use `reveal` on the first section of a page.
 */
export function StaticHtml({ html, reveal }: { html: string; reveal?: boolean }) {
  return reveal ? (
    <Reveal as="div" dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <div dangerouslySetInnerHTML={{ __html: html }} />
  );
}
