/**
 * Results and stories (issue 34, group 7, and the illustrative flag). No figure we have not
 * measured is stated as fact: a result (a share resolved, time cut, sales doubled) lives only in an
 * example flagged `illustrative: true`, which also carries the visible label, so that an assistant
 * can leave it out or say it is an example. Counts of customers and passed reviews are not stated.
 */
import { describe, expect, it } from "vitest";
import { demoCompanies } from "../demo-companies";
import { enterpriseUseCases } from "../enterprise";
import { statisticsSection, testimonials, trustedBy } from "../home";
import { illustrativeNote } from "../illustrative";
import { industries } from "../industries";
import {
  illustrativeLabel,
  listed,
  markdownFiles,
  paragraphsOf,
  visibleClaims,
} from "../../test-support/claims-corpus";

describe("illustrative examples", () => {
  it("carry the flag in content wherever a named customer or an example figure appears", () => {
    for (const quote of testimonials) expect(quote.illustrative, quote.author).toBe(true);
    expect(trustedBy.illustrative).toBe(true);
    for (const industry of industries)
      expect(industry.page.proof.illustrative, industry.slug).toBe(true);
    for (const useCase of enterpriseUseCases)
      expect(useCase.illustrative, useCase.organisation).toBe(true);
    for (const company of demoCompanies) expect(company.illustrative, company.name).toBe(true);
    const figures = statisticsSection.stats.filter((stat) => /%|x$/.test(stat.value));
    for (const stat of figures) expect(stat.illustrative, stat.value).toBe(true);
  });

  it("in the blog, are each listed in the front-matter and labelled where they stand", () => {
    expect(illustrativeLabel.test(`*${illustrativeNote}*`)).toBe(true);
    for (const post of markdownFiles.filter((file) => file.where.startsWith("blog"))) {
      const listedPassages = (post.data.illustrative as string[] | undefined) ?? [];
      const flagged = paragraphsOf(post).filter((paragraph) => paragraph.illustrative);
      for (const passage of listedPassages)
        expect(
          flagged.some((paragraph) => paragraph.text.includes(passage)),
          `${post.where}: "${passage}" is not in a labelled paragraph`,
        ).toBe(true);
      // A label with no flag would show a visitor what an assistant cannot see.
      const labelled = paragraphsOf(post).filter(({ text }) => illustrativeLabel.test(text.trim()));
      expect(labelled.length, post.where).toBe(flagged.length);
    }
  });
});

describe("results stated as fact", () => {
  /** A measured outcome: a share resolved, time cut, volume dropped, sales doubled. */
  const result =
    /\b(resolv\w*|cut|dropped|reduced|recovered|doubled|tripled|saved|faster|fewer|less time)\b[^.]*\b\d+(\.\d+)?\s?%|\b\d+(\.\d+)?\s?%[^.]*\b(resolv\w*|cut|dropped|reduced|recovered|doubled|tripled|saved|faster|fewer|less time|without an agent)\b|\bresolv\w* (over |more than |roughly |about )?(half|a third|two thirds)\b|\b(doubled|tripled)\b|\bpaid for its setup\b/i;
  /** A claim about our own customers or their results in general. */
  const aboutOurCustomers =
    /\b(thousands|hundreds|millions) of (businesses|customers|companies|teams|users|automation runs|runs|conversations)\b|\bmillions of\b|\b(most|many) (businesses|companies|customers|teams) (resolve|see|save|cut)\b|\bin one [\w -]+'s rollout\b|\bwe worked on\b|\bpassed\b[^.]*\b(review|audit|assessment)\b/i;

  it("are never stated outside an example flagged as illustrative", () => {
    const found = visibleClaims.filter(
      ({ where, text, illustrative }) =>
        !illustrative &&
        !where.startsWith("public/images") &&
        // The front-matter's list of the post's illustrative passages quotes them.
        !where.includes("front-matter.illustrative") &&
        (result.test(text) || aboutOurCustomers.test(text)),
    );
    expect(listed(found)).toEqual([]);
  });
});
