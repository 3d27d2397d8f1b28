import type { Route } from "./+types/docs";
import { lazy, Suspense } from "react";
import { docsHubCopy, docsHubTabs } from "../content/docs-hub";
import { docsCards, loadDocsSummaries } from "../lib/docs.server";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";

export function loader() {
  const summaries = loadDocsSummaries();
  return {
    ...staticPage("/docs"),
    panels: docsHubTabs.map(({ paths, ...tab }) => ({
      ...tab,
      cards: docsCards(paths, summaries),
    })),
    copy: docsHubCopy,
  };
}

export const meta: Route.MetaFunction = metaFromLoader;
/** The data is built once at build time: switching tabs (?tab=) needs no new loader data. */
export const shouldRevalidate = () => false;

// Prerendered in full; the interactive hub hydrates once its chunk has loaded (JavaScript budget).
const DocsHub = lazy(() =>
  import("../components/sections/docs").then((m) => ({ default: m.DocsHub })),
);

export default function DocsPage({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense>
      <DocsHub {...loaderData} />
    </Suspense>
  );
}
