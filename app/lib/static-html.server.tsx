import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";

/**
 * Renders a non-interactive section to HTML at build time (in a loader), so its markup travels as
 * loader data instead of JavaScript. Links render as plain <a href>. Show it with <StaticHtml>.
 * Reveal markers inside are dropped (no script would ever reveal them); use
 * <Reveal as="div" dangerouslySetInnerHTML={{ __html }}> to fade the whole block in instead.
 */
export function staticHtml(node: ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>).replaceAll(
    ' data-reveal=""',
    "",
  );
}
