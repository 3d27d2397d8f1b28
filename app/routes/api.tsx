import type { Route } from "./+types/api";
import { prerenderedLazy } from "../components/sections/docs/prerendered-lazy";
import { apiTabs, apiTabsLabel } from "../content/api-reference";
import { highlightCode, renderMarkdown } from "../lib/markdown.server";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";

/** Renders the reference's prose and highlights its code at build time. */
// Prerendered inline (no Suspense boundary: React would outline a large one behind a script);
// in the browser the page hydrates once this chunk has loaded (JavaScript budget).
const [ApiReferenceTabs, preloadApiReferenceTabs] = prerenderedLazy(
  () => import("../components/sections/docs"),
  "ApiReferenceTabs",
);

export async function loader() {
  await preloadApiReferenceTabs();
  const tabs = await Promise.all(
    apiTabs.map(async (tab) => ({
      value: tab.value,
      label: tab.label,
      introHtml: (await renderMarkdown(tab.intro)).html,
      blocks: await Promise.all(
        tab.blocks.map(async ({ body, code, ...block }) => ({
          ...block,
          html: (await renderMarkdown(body)).html,
          code: await Promise.all(
            code.map(async (sample) => ({
              caption: sample.caption,
              html: await highlightCode(sample.code, sample.lang),
            })),
          ),
        })),
      ),
    })),
  );
  return { ...staticPage("/api"), tabs, tabsLabel: apiTabsLabel };
}

export const meta: Route.MetaFunction = metaFromLoader;
/** The data is built once at build time: switching tabs (?tab=) needs no new loader data. */
export const shouldRevalidate = () => false;

export default function ApiPage({ loaderData }: Route.ComponentProps) {
  return <ApiReferenceTabs {...loaderData} />;
}
