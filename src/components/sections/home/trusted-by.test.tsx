import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { trustedBy } from "../../../content/home";
import { illustrativeNote } from "../../../content/illustrative";
import { TrustedBy } from "./trusted-by";

describe("TrustedBy", () => {
  it("labels its fictional companies as illustrative inside the section", () => {
    render(<TrustedBy {...trustedBy} />);
    const section = screen.getByRole("region", { name: trustedBy.title });
    expect(within(section).getAllByRole("listitem")).toHaveLength(trustedBy.companies.length);
    expect(within(section).getByText(illustrativeNote)).toBeVisible();
  });
});
