import { getCollection, getEntry, render } from "astro:content";
import { apiCodeId, apiTabs } from "../content/api-reference";
import { docsSummary, type DocsPageSummary } from "./docs";
import { docsSections } from "./schemas/docs-page";

/** Build time: the docs pages' summaries from the `docs` collection, by section then front-matter order. */
export async function loadDocsSummaries(): Promise<DocsPageSummary[]> {
  const summaries = (await getCollection("docs")).map(docsSummary);
  return docsSections.flatMap((section) =>
    summaries.filter((page) => page.section === section).sort((a, b) => a.order - b.order),
  );
}

async function renderApiEntry(id: string) {
  const entry = await getEntry("apiReference", id);
  if (!entry) throw new Error(`No rendered API reference text "${id}"`);
  return (await render(entry)).Content;
}

/** Build time: the /api reference's tabs with their Markdown rendered (the `apiReference` collection). */
export async function loadApiReference() {
  return Promise.all(
    apiTabs.map(async (tab) => ({
      value: tab.value,
      label: tab.label,
      Intro: await renderApiEntry(tab.value),
      blocks: await Promise.all(
        tab.blocks.map(async ({ body: _body, code, ...block }) => ({
          ...block,
          Body: await renderApiEntry(`${tab.value}/${block.id}`),
          code: await Promise.all(
            code.map(async (sample, index) => ({
              caption: sample.caption,
              Code: await renderApiEntry(apiCodeId(tab, block, index)),
            })),
          ),
        })),
      ),
    })),
  );
}
