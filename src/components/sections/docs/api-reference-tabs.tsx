import type { PageInfo } from "../../../content/pages";
import { useCopyCode } from "../../../hooks/use-copy-code";
import { StaticPageHero } from "../static-page-hero";
import { UrlTabPanels } from "./url-tab-panels";

export interface ApiCodeHtml {
  caption: string;
  html: string;
}
export interface ApiBlockHtml {
  id: string;
  heading: string;
  method?: string;
  path?: string;
  html: string;
  code: ApiCodeHtml[];
}
export interface ApiTabHtml {
  value: string;
  label: string;
  introHtml: string;
  blocks: ApiBlockHtml[];
}

/** The API reference: four tabs kept in the URL; prose and highlighted code come as build-time HTML. */
export function ApiReferenceTabs({
  page,
  tabs,
  tabsLabel,
}: {
  page: Pick<PageInfo, "title" | "highlight" | "description">;
  tabs: ApiTabHtml[];
  tabsLabel: string;
}) {
  const onCopyClick = useCopyCode();
  return (
    <>
      <StaticPageHero page={page} />
      {/* The clicks handled here come from the copy buttons inside the code blocks. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div onClick={onCopyClick} className="mx-auto max-w-4xl px-4 pb-24 sm:px-6">
        <UrlTabPanels
          idPrefix="api"
          label={tabsLabel}
          panels={tabs.map((tab) => ({
            value: tab.value,
            label: tab.label,
            heading: tab.label,
            content: (
              <>
                <div
                  className="prose-content mt-2 text-lg"
                  dangerouslySetInnerHTML={{ __html: tab.introHtml }}
                />
                {tab.blocks.map((block) => (
                  <article
                    key={block.id}
                    aria-labelledby={`api-${block.id}`}
                    className="mt-8 rounded-2xl border border-slate-200 bg-white/90 p-6 shadow-sm sm:p-8"
                  >
                    <h3
                      id={`api-${block.id}`}
                      className="flex flex-wrap items-center gap-3 text-xl font-semibold text-slate-900"
                    >
                      {block.method ? (
                        <span
                          className={
                            block.method === "GET"
                              ? "rounded-md bg-emerald-50 px-2 py-0.5 font-mono text-sm font-bold text-emerald-800 ring-1 ring-inset ring-emerald-200"
                              : "rounded-md bg-brand-50 px-2 py-0.5 font-mono text-sm font-bold text-brand-700 ring-1 ring-inset ring-brand-200"
                          }
                        >
                          {block.method}
                        </span>
                      ) : null}
                      {block.path ? <code className="font-mono text-lg">{block.path}</code> : null}
                      <span className={block.path ? "text-base font-normal text-slate-600" : ""}>
                        {block.heading}
                      </span>
                    </h3>
                    <div
                      className="prose-content mt-4"
                      dangerouslySetInnerHTML={{ __html: block.html }}
                    />
                    {block.code.map((sample) => (
                      <figure key={sample.caption} className="mt-6">
                        <figcaption className="mb-2 text-sm font-semibold text-slate-700">
                          {sample.caption}
                        </figcaption>
                        <div dangerouslySetInnerHTML={{ __html: sample.html }} />
                      </figure>
                    ))}
                  </article>
                ))}
              </>
            ),
          }))}
        />
      </div>
    </>
  );
}
