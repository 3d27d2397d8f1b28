import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";

/**
 * Renders sections that have no interactivity to HTML at build time (in a loader), so their code
 * never ships to the browser; the page shows the markup with <StaticHtml>. Links inside render as
 * plain <a href> (a full page load of a prerendered page).
 */
export function renderStatic(node: ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
}
