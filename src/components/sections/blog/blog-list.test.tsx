import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { blogList } from "../../../content/blog-listing";
import { listingEntries, type PostSummary } from "../../../lib/blog";
import { FilterableList } from "../../ui/filterable-list";
import { FeaturedPost } from "./featured-post";
import { PopularTags } from "./popular-tags";
import { PostGrid } from "./post-card";

const post = (id: number, overrides: Partial<PostSummary> = {}): PostSummary => ({
  id,
  title: `Post number ${id}`,
  slug: `post-${id}`,
  excerpt: "An excerpt long enough to pass the schema.",
  cover: "/images/blog/x.svg",
  author: "Maya Okafor",
  authorRole: "Writer",
  authorImage: "/images/avatars/x.svg",
  date: "2026-11-12",
  category: "Automation",
  tags: ["Automation"],
  readTime: "8 min read",
  ...overrides,
});

const posts = [
  post(1, { title: "How AI Chatbots Help", category: "AI", tags: ["AI", "Chatbots"] }),
  post(2, { title: "Automating Workflows", tags: ["Workflows"] }),
  post(3, { title: "Build a Bot", category: "Tutorials", tags: ["Tutorial", "Chatbots"] }),
];
const tags = [{ name: "AI", slug: "ai" }];

/** /blog as the page composes it: the list around the static featured post and cards. */
function Listing({ list = posts }: { list?: PostSummary[] }) {
  const [featured] = list;
  return (
    <FilterableList
      entries={listingEntries(list)}
      {...blogList}
      featured={featured ? <FeaturedPost post={featured} /> : null}
    >
      <PostGrid posts={list} hidden={featured ? [featured.slug] : []} />
    </FilterableList>
  );
}

const articleTitles = () =>
  screen.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

// Role queries over a whole listing are slow in jsdom: give each test room on a busy machine.
const slow = { timeout: 20_000 };

describe("/blog's list (FilterableList)", slow, () => {
  // jsdom has no layout: paging scrolls the heading into view, which is a no-op here.
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("features the first post and lists the others under Latest Articles", () => {
    render(<Listing />);
    const featured = screen.getByRole("region", { name: "Featured Article" });
    expect(within(featured).getByRole("heading", { name: "How AI Chatbots Help" })).toBeVisible();
    expect(within(featured).getByRole("link", { name: /Read Article/ })).toHaveAttribute(
      "href",
      "/blog/post-1",
    );
    const latest = screen.getByRole("region", { name: "Latest Articles" });
    expect(
      within(latest)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Automating Workflows", "Build a Bot"]);
  });

  it("filters by title, excerpt and tags as the visitor types, and says how many match", async () => {
    const user = userEvent.setup();
    render(<Listing />);
    await user.type(screen.getByRole("searchbox", { name: "Search articles" }), "chatbots");
    const results = screen.getByRole("region", { name: "Search Results" });
    expect(
      within(results)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["How AI Chatbots Help", "Build a Bot"]);
    expect(screen.getByRole("status")).toHaveTextContent("2 articles found");
    expect(screen.queryByRole("region", { name: "Featured Article" })).not.toBeInTheDocument();
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
  });

  it("shows an empty state and clears the search back to the listing", async () => {
    const user = userEvent.setup();
    render(<Listing />);
    const search = screen.getByRole("searchbox", { name: "Search articles" });
    await user.type(search, "blockchain");
    expect(screen.getByText("No articles match your search.")).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent("0 articles found");
    expect(articleTitles()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(search).toHaveValue("");
    expect(search).toHaveFocus();
    expect(screen.getByRole("region", { name: "Featured Article" })).toBeVisible();
    expect(articleTitles()).toEqual([
      "How AI Chatbots Help",
      "Automating Workflows",
      "Build a Bot",
    ]);
  });

  it("shows only the selected category, and says so when a tab is empty", async () => {
    const user = userEvent.setup();
    render(<Listing />);
    expect(screen.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    const latest = screen.getByRole("region", { name: "Latest Articles" });
    const latestTitles = () =>
      within(latest)
        .queryAllByRole("heading", { level: 3 })
        .map((h) => h.textContent);
    await user.click(screen.getByRole("tab", { name: "Tutorials" }));
    expect(latestTitles()).toEqual(["Build a Bot"]);
    await user.click(screen.getByRole("tab", { name: "AI" }));
    expect(latestTitles()).toEqual([]);
    expect(screen.getByRole("tabpanel", { name: "AI" })).toHaveTextContent("No AI articles yet");
  });

  it("moves between tabs with the arrow keys", async () => {
    const user = userEvent.setup();
    render(<Listing />);
    await user.click(screen.getByRole("tab", { name: "All" }));
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Automation" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("tab", { name: "Automation" })).toHaveFocus();
    expect(
      within(screen.getByRole("tabpanel"))
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Automating Workflows"]);
  });

  it("has no pagination when everything fits on one page", () => {
    render(<Listing />);
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
  });

  it("pages through more than six posts", async () => {
    const user = userEvent.setup();
    // The featured post and eight more: two pages of cards.
    const many = Array.from({ length: 9 }, (_, index) => post(index + 10));
    render(<Listing list={many} />);
    const latest = screen.getByRole("region", { name: "Latest Articles" });
    const latestTitles = () =>
      within(latest)
        .queryAllByRole("heading", { level: 3 })
        .map((h) => h.textContent);
    const pagination = screen.getByRole("navigation", { name: "Pagination" });
    expect(latestTitles()).toHaveLength(6);
    expect(within(pagination).getByRole("button", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(pagination).getByRole("button", { name: "Previous" })).toBeDisabled();
    await user.click(within(pagination).getByRole("button", { name: "Next" }));
    expect(latestTitles()).toEqual(["Post number 17", "Post number 18"]);
    expect(within(pagination).getByRole("button", { name: "Next" })).toBeDisabled();
    await user.click(within(pagination).getByRole("button", { name: "Page 1" }));
    expect(latestTitles()).toHaveLength(6);
  });

  it("starts again at page one when the tab changes", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 9 }, (_, index) => post(index + 10));
    render(<Listing list={many} />);
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    await user.click(screen.getByRole("tab", { name: "Automation" }));
    expect(screen.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  });

  it("keeps the search, the category and the page in the URL", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 9 }, (_, index) => post(index + 10));
    render(<Listing list={many} />);
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    expect(window.location.search).toBe("?page=2");
    await user.click(screen.getByRole("tab", { name: "Automation" }));
    expect(window.location.search).toBe("?category=Automation");
    await user.type(screen.getByRole("searchbox", { name: "Search articles" }), "post 12");
    expect(window.location.search).toBe("?category=Automation&q=post+12");
  });

  it("opens the view the URL names", () => {
    window.history.replaceState(null, "", "/blog?q=chatbots");
    render(<Listing />);
    expect(screen.getByRole("searchbox", { name: "Search articles" })).toHaveValue("chatbots");
    expect(screen.getByRole("status")).toHaveTextContent("2 articles found");
    window.history.replaceState(null, "", "/blog?category=Tutorials");
    cleanup();
    render(<Listing />);
    expect(screen.getByRole("tab", { name: "Tutorials" })).toHaveAttribute("aria-selected", "true");
    expect(within(screen.getByRole("tabpanel")).getAllByRole("heading", { level: 3 })).toHaveLength(
      1,
    );
  });
});

describe("PopularTags", () => {
  it("links each tag to its page", () => {
    render(<PopularTags tags={tags} />);
    const tagList = screen.getByRole("region", { name: "Popular Tags" });
    expect(within(tagList).getByRole("link", { name: "AI" })).toHaveAttribute(
      "href",
      "/blog/tag/ai",
    );
  });
});
