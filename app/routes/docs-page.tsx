import { data } from "react-router";
import type { Route } from "./+types/docs-page";
import { PageHero } from "../components/sections/page-hero";
import { loadDocsPage } from "../lib/docs.server";
import { metaFromLoader } from "../lib/meta";
import { buildMeta } from "../lib/seo";

/** One module for /docs/*, /guides/*, /api/*, /examples/* and /resources/*: the section is the first path segment. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const section = new URL(request.url).pathname.split("/")[1] ?? "";
  const page = await loadDocsPage(section, params.slug);
  if (!page) throw data(null, { status: 404 });
  return {
    page,
    meta: buildMeta({ title: page.title, description: page.description, path: page.path }),
  };
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function DocsPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <PageHero title={page.title} description={page.description} />
      <div
        className="prose-content mx-auto max-w-3xl px-4"
        dangerouslySetInnerHTML={{ __html: page.html }}
      />
    </>
  );
}
