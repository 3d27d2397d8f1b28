import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SearchExcerpt } from "./search-excerpt";

describe("SearchExcerpt", () => {
  it("highlights the matched words", () => {
    const { container } = render(
      <p>
        <SearchExcerpt excerpt="Handle <mark>rate</mark> <mark>limits</mark> with retries" />
      </p>,
    );
    expect([...container.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual([
      "rate",
      "limits",
    ]);
    expect(container.textContent).toBe("Handle rate limits with retries");
  });

  it("shows any other markup as text instead of creating elements", () => {
    const { container } = render(
      <p>
        <SearchExcerpt excerpt={'<img src="x" onerror="alert(1)"> &lt;b&gt; <mark>bot</mark>'} />
      </p>,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByText(/onerror/)).toBeInTheDocument();
    expect(container.textContent).toBe('<img src="x" onerror="alert(1)"> <b> bot');
  });
});
