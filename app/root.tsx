import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { Background } from "./components/layout/background";
import { ScrollToTop } from "./components/layout/scroll-to-top";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { holdEarlySubmitsScript } from "./components/forms/hold-early-submits";
import { PageHero } from "./components/sections/page-hero";
import { ToasterSlot } from "./components/ui/toaster-slot";
import { site } from "./content/site";
import { revealScript } from "./lib/reveal-script";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/** The html shell: header, main, footer, background, toaster, scroll-to-top. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} />
        {/* Marks <html class="js"> and fades sections in as they are first seen (lib/reveal-script.ts). */}
        <script dangerouslySetInnerHTML={{ __html: revealScript }} />
        {/* Holds a form's submit made before its code has loaded, instead of losing it. */}
        <script dangerouslySetInnerHTML={{ __html: holdEarlySubmitsScript }} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        <Background />
        <SiteHeader />
        {/* Site search indexes only the page's own content, never the header, footer or menus. */}
        <main id="main" tabIndex={-1} data-pagefind-body className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
        <ScrollToTop />
        <ToasterSlot />
        <HydrationMarker />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Marks <html data-hydrated="true"> once React has taken over the prerendered page (tests wait for it). */
function HydrationMarker() {
  return (
    <span
      hidden
      ref={(element) => {
        if (element) document.documentElement.dataset.hydrated = "true";
      }}
    />
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <PageHero
      title={notFound ? "Page Not Found" : "Something went wrong"}
      description={
        notFound
          ? "The page you're looking for doesn't exist or has moved."
          : "An unexpected error stopped this page from loading. Please reload, or go back to the home page."
      }
    >
      <a href="/" className="font-semibold text-brand-700 underline">
        Return to Home
      </a>
    </PageHero>
  );
}
