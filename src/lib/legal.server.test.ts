import { describe, expect, it } from "vitest";
import { site } from "../content/site";
import { fillPlaceholders, isoDate, legalSlugs, loadLegalDocument } from "./legal.server";
import { getSitePaths } from "./site-paths.server";

describe("legal pages", () => {
  it("fills contact placeholders from the site details", () => {
    expect(fillPlaceholders("Write to {{ email }} or {{name}}.")).toBe(
      `Write to ${site.email} or ${site.name}.`,
    );
  });

  it("refuses an unknown placeholder instead of showing braces", () => {
    expect(() => fillPlaceholders("Call {{fax}}")).toThrow(/\{\{fax\}\}/);
  });

  it("turns the written date into an ISO date", () => {
    expect(isoDate("June 1, 2024")).toBe("2024-06-01");
  });

  it.each(legalSlugs)(
    "renders %s with headings, contact details and no leftover placeholders",
    async (slug) => {
      const page = await loadLegalDocument(slug);
      expect(page.html).not.toMatch(/\{\{|\}\}/);
      expect(page.html).toContain(`mailto:${site.email}`);
      expect(page.tocHtml.match(/<li>/g)?.length).toBeGreaterThan(4);
      expect(page.lastUpdated?.text).toBe(slug === "security" ? undefined : "June 1, 2024");
    },
  );

  it("links only to pages that exist", async () => {
    const paths = new Set(getSitePaths());
    for (const slug of legalSlugs) {
      const { html } = await loadLegalDocument(slug);
      const internal = [...html.matchAll(/href="(\/[^"#]*)/g)].map((match) => match[1]);
      for (const href of internal) expect(paths, `${slug} links to ${href}`).toContain(href);
    }
  });

  it("states the payment, refund and cancellation terms", async () => {
    const { html } = await loadLegalDocument("terms");
    expect(html).toContain("payments are made in U.S. dollars");
    expect(html).toContain("We accept Visa, Mastercard, American Express and PayPal.");
    expect(html).toContain("All purchases are non-refundable.");
    expect(html).toContain("Cancellation is effective at the end of the paid term");
  });

  it("says the privacy policy does not solicit children under 13", async () => {
    const { html } = await loadLegalDocument("privacy");
    expect(html).toContain(
      "We do not knowingly solicit or collect personal information from children under 13.",
    );
  });
});
