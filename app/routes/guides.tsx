import type { Route } from "./+types/guides";
import { lazy, Suspense } from "react";
import { featuredGuidePaths, guidesCopy, moreGuidePaths } from "../content/docs-hub";
import { docsCards, loadDocsSummaries } from "../lib/docs.server";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";

export function loader() {
  const summaries = loadDocsSummaries();
  return {
    ...staticPage("/guides"),
    featured: docsCards(featuredGuidePaths, summaries),
    more: docsCards(moreGuidePaths, summaries),
    copy: guidesCopy,
  };
}

export const meta: Route.MetaFunction = metaFromLoader;

// Prerendered in full; hydrates once its chunk has loaded (JavaScript budget).
const GuidesList = lazy(() =>
  import("../components/sections/docs").then((m) => ({ default: m.GuidesList })),
);

export default function GuidesPage({ loaderData }: Route.ComponentProps) {
  return (
    <Suspense>
      <GuidesList {...loaderData} />
    </Suspense>
  );
}
