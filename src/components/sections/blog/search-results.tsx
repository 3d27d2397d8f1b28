import type { PostSummary } from "../../../lib/blog";
import { Button } from "../../ui/button";
import { PostGrid } from "./post-card";

/** While searching: every matching post (the featured one included) replaces the listing. */
export function SearchResults({
  posts,
  onClear,
}: {
  posts: readonly PostSummary[];
  onClear: () => void;
}) {
  return (
    <section
      aria-labelledby="results-title"
      className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8"
    >
      <h2 id="results-title" className="text-3xl font-bold tracking-tight text-slate-900">
        Search Results
      </h2>
      <div className="mt-8">
        {posts.length ? (
          <PostGrid posts={posts} />
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white/70 p-10 text-center">
            <p className="font-semibold text-slate-900">No articles match your search.</p>
            <p className="mt-2 text-slate-600">Try a shorter word, or browse the tags below.</p>
            <Button variant="outline" className="mt-6" onClick={onClear}>
              Clear search
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
