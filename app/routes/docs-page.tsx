import { data } from "react-router";
import type { Route } from "./+types/docs-page";
import { prerenderedLazy } from "../components/sections/docs/prerendered-lazy";
import { docsLayoutCopy } from "../content/docs-hub";
import { loadDocsLayout, loadDocsPage } from "../lib/docs.server";
import { metaFromLoader } from "../lib/meta";
import { buildMeta } from "../lib/seo";

/** One module for /docs/*, /guides/*, /api/*, /examples/* and /resources/*: the section is the first path segment. */
// Prerendered inline (no Suspense boundary: React would outline a large one behind a script);
// in the browser the page hydrates once this chunk has loaded (JavaScript budget).
const [DocsLayout, preloadDocsLayout] = prerenderedLazy(
  () => import("../components/sections/docs"),
  "DocsLayout",
);

export async function loader({ params, request }: Route.LoaderArgs) {
  await preloadDocsLayout();
  const section = new URL(request.url).pathname.split("/")[1] ?? "";
  const page = await loadDocsPage(section, params.slug);
  if (!page) throw data(null, { status: 404 });
  const layout = loadDocsLayout(page);
  return {
    page,
    layout,
    copy: docsLayoutCopy,
    meta: buildMeta({
      title: page.title,
      description: page.description,
      path: page.path,
      type: "article",
      breadcrumbs: layout.breadcrumbs.map((crumb) => ({ name: crumb.title, path: crumb.path })),
    }),
  };
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function DocsPage({ loaderData }: Route.ComponentProps) {
  return <DocsLayout {...loaderData} />;
}
