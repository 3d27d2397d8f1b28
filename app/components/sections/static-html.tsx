/**
 * Shows markup rendered at build time by staticHtml() (lib/static-html.server.tsx). To fade a
 * block in when first seen, use <Reveal as="div" dangerouslySetInnerHTML={{ __html }} /> instead
 * (never on the first section of a page).
 */
export function StaticHtml({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}
