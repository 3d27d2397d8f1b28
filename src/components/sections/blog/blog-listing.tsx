import { useState } from "react";
import { searchPosts, type PostSummary } from "../../../lib/blog";
import { BlogSearch } from "./blog-search";
import { FeaturedPost } from "./featured-post";
import { LatestArticles } from "./latest-articles";
import { PopularTags, type TagLink } from "./popular-tags";
import { SearchResults } from "./search-results";

/**
 * Everything on /blog below the title: search, then either the results or the featured post and
 * 'Latest Articles', then 'Popular Tags'. An island: the search, tabs and pages respond once it has hydrated.
 */
export function BlogListing({
  posts,
  tags,
}: {
  posts: readonly PostSummary[];
  tags: readonly TagLink[];
}) {
  const [query, setQuery] = useState("");
  const searching = query.trim() !== "";
  const results = searchPosts(posts, query);
  const [featured, ...rest] = posts;
  const clear = () => {
    setQuery("");
    document.getElementById("blog-search")?.focus();
  };
  return (
    <>
      <BlogSearch
        value={query}
        onChange={setQuery}
        status={
          searching
            ? `${results.length} ${results.length === 1 ? "article" : "articles"} found`
            : ""
        }
      />
      {searching ? (
        <SearchResults posts={results} onClear={clear} />
      ) : (
        <>
          {featured ? <FeaturedPost post={featured} /> : null}
          <LatestArticles posts={rest} />
        </>
      )}
      <PopularTags tags={tags} />
    </>
  );
}
