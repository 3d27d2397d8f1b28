import type { Route } from "./+types/docs";
import { prerenderedLazy } from "../components/sections/docs/prerendered-lazy";
import { docsHubCopy, docsHubTabs } from "../content/docs-hub";
import { docsCards, loadDocsSummaries } from "../lib/docs.server";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";

// Prerendered inline (no Suspense boundary: React would outline a large one behind a script);
// in the browser the page hydrates once this chunk has loaded (JavaScript budget).
const [DocsHub, preloadDocsHub] = prerenderedLazy(
  () => import("../components/sections/docs"),
  "DocsHub",
);

export async function loader() {
  await preloadDocsHub();
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

export default function DocsPage({ loaderData }: Route.ComponentProps) {
  return <DocsHub {...loaderData} />;
}
