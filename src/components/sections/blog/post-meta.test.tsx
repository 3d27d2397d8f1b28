import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PostAuthor } from "./post-meta";

const post = {
  author: "Maya Okafor",
  authorRole: "Writer",
  authorImage: "/images/avatars/maya-okafor.svg",
};

describe("a post's author", () => {
  afterEach(cleanup);

  it("loads the avatar with the page when asked (a byline, a card that loads with the page), and otherwise only when it comes near", () => {
    render(
      <>
        <PostAuthor post={post} size={48} withRole withPage />
        <PostAuthor post={post} />
      </>,
    );
    const [byline, card] = screen.getAllByRole("presentation");
    expect(byline).not.toHaveAttribute("loading");
    expect(byline).toHaveAttribute("width", "48");
    expect(card).toHaveAttribute("loading", "lazy");
    expect(screen.getByText("Writer")).toBeInTheDocument();
  });
});
