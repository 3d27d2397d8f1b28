import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { PostSummary } from "../../../lib/blog";
import { PostGrid } from "./post-card";

const post = (id: number): PostSummary => ({
  id,
  title: `Post number ${id}`,
  slug: `post-${id}`,
  excerpt: "An excerpt long enough to pass the schema.",
  cover: `/images/blog/post-${id}.svg`,
  author: "Maya Okafor",
  authorRole: "Writer",
  authorImage: "/images/avatars/maya-okafor.svg",
  date: "2026-11-12",
  category: "Automation",
  tags: ["Automation"],
  readTime: "8 min read",
});

const posts = Array.from({ length: 8 }, (_, index) => post(index + 1));

/** Each card's title, and how its cover and avatar load: "first", "page" or "lazy". */
function loading() {
  return screen.getAllByRole("article", { hidden: true }).map((card) => {
    const [cover, avatar] = within(card).getAllByRole("presentation", { hidden: true });
    const how = (image: HTMLElement | undefined) =>
      image?.getAttribute("loading") === "lazy"
        ? "lazy"
        : image?.getAttribute("fetchpriority") === "high"
          ? "first"
          : "page";
    return [within(card).getByRole("link", { hidden: true }).textContent, how(cover), how(avatar)];
  });
}

describe("a grid of post cards", () => {
  afterEach(cleanup);

  it("loads a post's related posts when they come near", () => {
    render(<PostGrid posts={posts.slice(0, 3)} />);
    expect(loading()).toEqual([
      ["Post number 1", "lazy", "lazy"],
      ["Post number 2", "lazy", "lazy"],
      ["Post number 3", "lazy", "lazy"],
    ]);
  });

  it("fetches a listing's first row first, its cover before the avatar, and the rest when they come near", () => {
    render(<PostGrid posts={posts.slice(0, 5)} start="first-screen" />);
    expect(loading()).toEqual([
      ["Post number 1", "first", "page"],
      ["Post number 2", "first", "page"],
      ["Post number 3", "first", "page"],
      ["Post number 4", "lazy", "lazy"],
      ["Post number 5", "lazy", "lazy"],
    ]);
  });

  it("under a featured post, loads the first two rows shown with the page, and never the hidden card's", () => {
    render(<PostGrid posts={posts} hidden={["post-1"]} start="next-screen" />);
    expect(loading()).toEqual([
      ["Post number 1", "lazy", "lazy"],
      ...[2, 3, 4, 5, 6, 7].map((id) => [`Post number ${id}`, "page", "page"]),
      ["Post number 8", "lazy", "lazy"],
    ]);
  });
});
