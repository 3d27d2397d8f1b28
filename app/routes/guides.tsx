import type { Route } from "./+types/guides";
import { prerenderedLazy } from "../components/sections/docs/prerendered-lazy";
import { featuredGuidePaths, guidesCopy, moreGuidePaths } from "../content/docs-hub";
import { docsCards, loadDocsSummaries } from "../lib/docs.server";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";

// Prerendered inline (no Suspense boundary: React would outline a large one behind a script);
// in the browser the page hydrates once this chunk has loaded (JavaScript budget).
const [GuidesList, preloadGuidesList] = prerenderedLazy(
  () => import("../components/sections/docs"),
  "GuidesList",
);

export async function loader() {
  await preloadGuidesList();
  const summaries = loadDocsSummaries();
  return {
    ...staticPage("/guides"),
    featured: docsCards(featuredGuidePaths, summaries),
    more: docsCards(moreGuidePaths, summaries),
    copy: guidesCopy,
  };
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function GuidesPage({ loaderData }: Route.ComponentProps) {
  return <GuidesList {...loaderData} />;
}
