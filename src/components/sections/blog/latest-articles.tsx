import { useState } from "react";
import { blogTabs, filterByTab, paginate, type PostSummary } from "../../../lib/blog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs";
import { BlogPagination } from "./blog-pagination";
import { PostGrid } from "./post-card";

/** 'Latest Articles': the posts after the featured one, by category tab, six to a page. */
export function LatestArticles({ posts }: { posts: readonly PostSummary[] }) {
  const [view, setView] = useState({ tab: "All", page: 1 });
  const shown = paginate(filterByTab(posts, view.tab), view.page);
  const showPage = (page: number) => {
    setView({ ...view, page });
    document.getElementById("latest-title")?.scrollIntoView();
  };
  return (
    <section
      aria-labelledby="latest-title"
      className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8"
    >
      <h2
        id="latest-title"
        className="scroll-mt-28 text-3xl font-bold tracking-tight text-slate-900"
      >
        Latest Articles
      </h2>
      <Tabs value={view.tab} onValueChange={(tab) => setView({ tab, page: 1 })} className="mt-6">
        <TabsList aria-label="Article categories">
          {blogTabs.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {tab}
            </TabsTrigger>
          ))}
        </TabsList>
        {blogTabs.map((tab) => (
          <TabsContent key={tab} value={tab}>
            {shown.items.length ? (
              <PostGrid posts={shown.items} />
            ) : (
              <p className="rounded-2xl border border-dashed border-slate-300 bg-white/70 p-10 text-center text-slate-600">
                No {tab} articles yet besides the featured one. Try another category.
              </p>
            )}
            <BlogPagination page={shown.page} pageCount={shown.pageCount} onPageChange={showPage} />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
