import { describe, expect, it } from "vitest";
import { matchesQuery } from "./match-query";
import {
  collectTags,
  relatedPosts,
  postSearchFields,
  sortPosts,
  taggedPosts,
  type PostSummary,
} from "./blog";
import { postMeta } from "./blog-pages";
import { blogFrontMatterSchema } from "./schemas/blog-post";

const post = (overrides: Partial<PostSummary>): PostSummary => ({
  id: 1,
  title: "Untitled",
  slug: "untitled",
  excerpt: "An excerpt long enough to pass the schema.",
  cover: "/images/blog/x.svg",
  author: "Maya Okafor",
  authorRole: "Writer",
  authorImage: "/images/avatars/x.svg",
  date: "2026-11-12",
  category: "AI",
  tags: ["AI"],
  readTime: "8 min read",
  ...overrides,
});

const posts = [
  post({
    slug: "chatbots",
    title: "How AI Chatbots Help",
    category: "AI",
    tags: ["AI", "Chatbots"],
  }),
  post({
    slug: "workflows",
    title: "Automating Workflows",
    excerpt: "Find the processes worth automating first.",
    category: "Automation",
    tags: ["Automation", "Workflows"],
  }),
  post({
    slug: "shop",
    title: "Store Operations",
    category: "eCommerce",
    tags: ["eCommerce", "Automation"],
  }),
  post({
    slug: "tutorial",
    title: "Build a Bot",
    category: "Tutorials",
    tags: ["Tutorial", "Chatbots"],
  }),
  post({ slug: "social", title: "Page Playbook", category: "Automation", tags: ["Social Media"] }),
];
const slugs = (list: readonly PostSummary[]) => list.map((entry) => entry.slug);

describe("the listing's search (matchesQuery on postSearchFields)", () => {
  const searchPosts = (query: string) =>
    posts.filter((entry) => matchesQuery(query, postSearchFields(entry)));

  it("returns every post for a blank query", () => {
    expect(slugs(searchPosts("   "))).toEqual(slugs(posts));
  });

  it("matches the title case-insensitively", () => {
    expect(slugs(searchPosts("CHATBOTS help"))).toEqual(["chatbots"]);
  });

  it("matches the excerpt", () => {
    expect(slugs(searchPosts("worth automating"))).toEqual(["workflows"]);
  });

  it("matches a tag", () => {
    expect(slugs(searchPosts("social media"))).toEqual(["social"]);
  });

  it("matches every word wherever it is, in the title, the excerpt or a tag", () => {
    expect(slugs(searchPosts("playbook media"))).toEqual(["social"]);
  });

  it("returns nothing when no post matches", () => {
    expect(searchPosts("blockchain")).toEqual([]);
  });
});

describe("relatedPosts", () => {
  it("picks other posts sharing the category or a tag, in list order", () => {
    expect(slugs(relatedPosts(posts[0]!, posts))).toEqual(["tutorial"]);
    expect(slugs(relatedPosts(posts[1]!, posts))).toEqual(["shop", "social"]);
  });

  it("never includes the post itself", () => {
    for (const entry of posts) expect(slugs(relatedPosts(entry, posts))).not.toContain(entry.slug);
  });

  it("returns at most three", () => {
    const many = Array.from({ length: 6 }, (_, index) =>
      post({ slug: `p${index}`, category: "AI" }),
    );
    expect(slugs(relatedPosts(many[0]!, many))).toEqual(["p1", "p2", "p3"]);
  });

  it("is empty when nothing is related", () => {
    expect(
      relatedPosts(
        post({ slug: "lonely", category: "Tutorials", tags: ["Niche"] }),
        posts.slice(0, 3),
      ),
    ).toEqual([]);
  });
});

describe("blog front-matter", () => {
  const errorsOf = (data: Record<string, unknown>) =>
    blogFrontMatterSchema
      .safeParse(data)
      .error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

  it("accepts a complete front-matter", () => {
    expect(errorsOf(post({}))).toEqual([]);
  });

  it("names the field that is wrong or missing", () => {
    expect(errorsOf({ ...post({}), date: "12 November" })).toEqual(["date: must be YYYY-MM-DD"]);
    const { author: _author, ...withoutAuthor } = post({});
    expect(errorsOf(withoutAuthor)[0]).toMatch(/^author:/);
  });

  it("rejects a category outside the four and a cover that is not self-hosted", () => {
    expect(errorsOf(post({ category: "Crypto" as never }))[0]).toMatch(/^category:/);
    expect(errorsOf(post({ cover: "https://cdn.example/x.png" }))[0]).toBe(
      "cover: must be a self-hosted image under /images/",
    );
  });
});

describe("collectTags", () => {
  it("lists each distinct tag once, in first-seen order, with its URL slug", () => {
    expect(
      collectTags([
        { tags: ["AI", "Customer Service"] },
        { tags: ["Automation", "AI"] },
        { tags: ["eCommerce"] },
      ]),
    ).toEqual([
      { name: "AI", slug: "ai" },
      { name: "Customer Service", slug: "customer-service" },
      { name: "Automation", slug: "automation" },
      { name: "eCommerce", slug: "ecommerce" },
    ]);
  });

  it("treats tags that differ only in case as one", () => {
    expect(collectTags([{ tags: ["AI"] }, { tags: ["ai"] }])).toEqual([{ name: "AI", slug: "ai" }]);
  });
});

describe("sortPosts and taggedPosts", () => {
  it("put the posts in id order", () => {
    expect(sortPosts([post({ id: 3 }), post({ id: 1 }), post({ id: 2 })]).map((p) => p.id)).toEqual(
      [1, 2, 3],
    );
  });

  it("give a tag's posts and count, and nothing for an unknown tag", () => {
    const chatbots = taggedPosts(posts, "chatbots");
    expect(chatbots?.tag).toEqual({ name: "Chatbots", slug: "chatbots" });
    expect(slugs(chatbots?.posts ?? [])).toEqual(["chatbots", "tutorial"]);
    expect(chatbots?.count).toBe("2 articles");
    expect(taggedPosts(posts, "social-media")?.count).toBe("1 article");
    expect(taggedPosts(posts, "nope")).toBeNull();
  });
});

describe("postMeta", () => {
  it("describes the article as a BlogPosting with its breadcrumbs, category and reading time", () => {
    const seo = postMeta(post({ slug: "chatbots", title: "How AI Chatbots Help" }));
    expect(seo).toMatchObject({
      title: "How AI Chatbots Help",
      path: "/blog/chatbots",
      type: "article",
      articleSection: "AI",
      details: [{ label: "Reading time", data: "8 min read" }],
      breadcrumbs: [
        { name: "Blog", path: "/blog" },
        { name: "How AI Chatbots Help", path: "/blog/chatbots" },
      ],
    });
    expect(seo.jsonLd?.[0]).toMatchObject({
      "@type": "BlogPosting",
      headline: "How AI Chatbots Help",
      keywords: "AI",
      datePublished: "2026-11-12",
    });
  });
});
