import rss from "@astrojs/rss";
import { absoluteUrl, site } from "../../shared/site";
import { loadPosts } from "../../lib/blog-content";
import { blogFeedLink } from "../../lib/blog-pages";

/** /blog/rss.xml, written at build time. */
export async function GET() {
  const posts = await loadPosts();
  return rss({
    title: blogFeedLink.title,
    description:
      "Practical articles on AI customer service, business automation and social media automation.",
    // The channel's link is the listing; no trailing slashes (the site's URLs have none).
    site: absoluteUrl("/blog"),
    trailingSlash: false,
    xmlns: { atom: "http://www.w3.org/2005/Atom" },
    customData: `<language>en</language>\n<atom:link href="${absoluteUrl("/blog/rss.xml")}" rel="self" type="application/rss+xml" />`,
    items: posts.map((post) => ({
      title: post.title,
      link: absoluteUrl(`/blog/${post.slug}`),
      description: post.excerpt,
      categories: [post.category],
      author: `${site.email} (${post.author})`,
      pubDate: new Date(`${post.date}T12:00:00Z`),
    })),
  });
}
