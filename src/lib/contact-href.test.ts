import { describe, expect, it } from "vitest";
import { contactHref } from "./contact-href";

describe("contactHref", () => {
  it("links to the contact page with the subject as an encoded query parameter", () => {
    const href = contactHref("Application: Senior AI Engineer");
    expect(href.startsWith("/contact?subject=")).toBe(true);
    expect(new URL(href, "https://x.example").searchParams.get("subject")).toBe(
      "Application: Senior AI Engineer",
    );
  });

  it("keeps characters such as & and # inside the subject", () => {
    const href = contactHref("R&D #1");
    expect(new URL(href, "https://x.example").searchParams.get("subject")).toBe("R&D #1");
  });
});
