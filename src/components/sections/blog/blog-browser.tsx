import { useRef, type ReactNode } from "react";
import { blogListingCopy as copy } from "../../../content/blog-listing";
import { useShowOnly } from "../../../hooks/use-show-only";
import { useUrlParam } from "../../../hooks/use-url-param";
import {
  blogTabs,
  filterByTab,
  paginate,
  postSearchFields,
  type PostSummary,
} from "../../../lib/blog";
import { matchesQuery } from "../../../lib/match-query";
import { SearchField } from "../../ui/search-field";
import { buttonVariants } from "../../ui/button";
import { Card } from "../../ui/card";
import { Section } from "../../ui/section";
import { Tabs, TabsList, TabsTrigger } from "../../ui/tabs";
import { BlogPagination } from "./blog-pagination";

export type ListedPost = Pick<PostSummary, "slug" | "category" | "title" | "excerpt" | "tags">;

/**
 * The interactive part of /blog, an island around static HTML: the search box, then the featured
 * post (`featured`) and 'Latest Articles' with its category tabs and pages, over the static grid of
 * every post's card (`children`, each card marked `data-post`). While searching, the featured post
 * and the tabs give way to the matching cards under 'Search Results'. The island only shows and
 * hides the cards; `posts` holds what it needs to choose them. The search, the tab and the page are
 * kept in the URL (`?q=`, `?category=`, `?page=`).
 */
export function BlogBrowser({
  posts,
  featured,
  children,
}: {
  posts: readonly ListedPost[];
  featured: ReactNode;
  children: ReactNode;
}) {
  const [query, setQuery] = useUrlParam("q");
  const [tab, setTab] = useUrlParam("category", { fallback: "All", values: blogTabs });
  const [page, setPage] = useUrlParam("page", { fallback: "1" });
  const searchRef = useRef<HTMLInputElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const searching = query.trim() !== "";
  const results = posts.filter((post) => matchesQuery(query, postSearchFields(post)));
  const listed = paginate(filterByTab(posts.slice(1), tab), Number(page));
  const shown = searching ? results : listed.items;
  useShowOnly(
    gridRef,
    "data-post",
    shown.map((post) => post.slug),
  );

  const showPage = (next: number) => {
    setPage(String(next));
    document.getElementById("latest-title")?.scrollIntoView();
  };
  const clear = () => {
    setQuery("");
    searchRef.current?.focus();
  };
  return (
    <>
      <div role="search" className="mx-auto -mt-4 max-w-xl px-4 pb-12 sm:px-6 noscript:hidden">
        <SearchField
          id="blog-search"
          label={copy.searchLabel}
          placeholder={copy.searchPlaceholder}
          value={query}
          onValueChange={setQuery}
          inputRef={searchRef}
        />
        <p role="status" className="mt-3 min-h-5 text-center text-sm text-ink-muted">
          {searching ? copy.found(results.length) : ""}
        </p>
      </div>
      <div hidden={searching}>{featured}</div>
      <Section labelledBy="latest-title">
        <h2 id="latest-title" className="scroll-mt-28 text-3xl font-bold tracking-tight text-ink">
          {searching ? copy.resultsTitle : copy.latestTitle}
        </h2>
        <Tabs
          value={tab}
          onValueChange={(next) => {
            setTab(next);
            setPage("1");
          }}
        >
          {/* Without scripting every card shows and there is nothing to choose. */}
          <div hidden={searching} className="mt-6 noscript:hidden">
            <TabsList aria-label={copy.tabsLabel}>
              {blogTabs.map((tab) => (
                <TabsTrigger
                  key={tab}
                  value={tab}
                  id={`blog-tab-${tab}`}
                  aria-controls="blog-panel"
                >
                  {tab}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          <div
            id="blog-panel"
            role={searching ? undefined : "tabpanel"}
            aria-labelledby={searching ? undefined : `blog-tab-${tab}`}
            tabIndex={searching ? undefined : 0}
            className="mt-8 rounded-2xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <div ref={gridRef}>{children}</div>
            {searching && results.length === 0 ? (
              <Card tone="dashed" padding="empty">
                <p className="font-semibold text-ink">{copy.emptyTitle}</p>
                <p className="mt-2 text-ink-muted">{copy.emptyHint}</p>
                <button
                  type="button"
                  onClick={clear}
                  className={`${buttonVariants({ variant: "outline" })} mt-6`}
                >
                  {copy.clear}
                </button>
              </Card>
            ) : null}
            {!searching && listed.items.length === 0 ? (
              <Card as="p" tone="dashed" padding="empty" className="text-ink-muted">
                {copy.emptyTab.replace("{tab}", tab)}
              </Card>
            ) : null}
            {searching ? null : (
              <BlogPagination
                page={listed.page}
                pageCount={listed.pageCount}
                onPageChange={showPage}
              />
            )}
          </div>
        </Tabs>
      </Section>
    </>
  );
}
