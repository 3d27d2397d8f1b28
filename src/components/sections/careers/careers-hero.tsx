import type { PageInfo } from "../../../content/pages";
import { buttonVariants } from "../../ui/button";
import { PageHero } from "../page-hero";

/** The careers title block with the button that jumps to the open positions. */
export function CareersHero({
  page,
  link,
}: {
  page: Pick<PageInfo, "title" | "highlight" | "description">;
  link: { label: string; href: string };
}) {
  return (
    <PageHero title={page.title} highlight={page.highlight} description={page.description}>
      <a href={link.href} className={buttonVariants({ variant: "gradient", size: "lg" })}>
        {link.label}
      </a>
    </PageHero>
  );
}
