import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";

/**
 * Renders a non-interactive section to HTML at build time (in a loader), so its markup travels as
 * loader data instead of JavaScript. Links render as plain <a href>. Show it with <StaticHtml>.
 * Reveal markers inside fade in like any other (lib/reveal-script.ts works on the whole document).
 */
export function staticHtml(node: ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
}
