import type { guidesCopy } from "../../../content/docs-hub";
import type { PageInfo } from "../../../content/pages";
import type { DocsCard } from "../../../lib/docs";
import { Section } from "../../ui/section";
import { StaticPageHero } from "../static-page-hero";
import { DocsCardGrid } from "./docs-card-grid";
import { SubHeading } from "../../ui/sub-heading";

/** The guides page: title block, six in-depth guides, then the shorter walkthroughs. */
export function GuidesList({
  page,
  featured,
  more,
  copy,
}: {
  page: Pick<PageInfo, "title" | "highlight" | "description">;
  featured: DocsCard[];
  more: DocsCard[];
  copy: typeof guidesCopy;
}) {
  return (
    <>
      <StaticPageHero page={page} />
      <Section labelledBy="featured-guides" width="wide" spacing="md">
        <SubHeading id="featured-guides">{copy.featuredHeading}</SubHeading>
        <p className="mb-8 mt-2 text-ink-muted">{copy.featuredIntro}</p>
        <DocsCardGrid cards={featured} cta={copy.readGuide} />
      </Section>
      <Section labelledBy="more-guides" width="wide" spacing="xl">
        <SubHeading id="more-guides">{copy.moreHeading}</SubHeading>
        <p className="mb-8 mt-2 text-ink-muted">{copy.moreIntro}</p>
        <DocsCardGrid cards={more} cta={copy.readGuide} />
      </Section>
    </>
  );
}
