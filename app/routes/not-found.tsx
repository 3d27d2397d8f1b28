import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { buttonVariants } from "../components/ui/button";
import { formatTitle } from "../lib/seo";

// This meta also runs in the browser (any unknown URL), so it stays small: buildMeta (canonical,
// Open Graph, JSON-LD) is for indexable pages and would ship the whole SEO helper to every 404.
export const meta: Route.MetaFunction = () => [
  { title: formatTitle("Page Not Found") },
  { name: "description", content: "The page you're looking for doesn't exist or has moved." },
  { name: "robots", content: "noindex, follow" },
];

export default function NotFound() {
  const { pathname } = useLocation();
  // Logging the attempted path is a side effect on the outside world (the console), once per path.
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <section className="mx-auto max-w-2xl px-4 pb-16 pt-40 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-brand-600 sm:text-8xl">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Page Not Found
      </h1>
      <p className="mt-4 text-lg text-slate-600">
        The page you're looking for doesn't exist or has moved. Check the address, or start again
        from the home page.
      </p>
      <Link
        to="/"
        className={buttonVariants({ variant: "gradient", size: "lg", className: "mt-8" })}
      >
        Return to Home
      </Link>
    </section>
  );
}
