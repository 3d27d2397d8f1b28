import type { PageInfo } from "../../content/pages";
import { PageHero } from "./page-hero";

/** The page's title block from its entry in content/pages.ts (the shell passes `pages[path]`). */
export function StaticPageHero({
  page,
  eyebrow,
}: {
  page: Pick<PageInfo, "title" | "highlight" | "description">;
  eyebrow?: string;
}) {
  return (
    <PageHero
      title={page.title}
      highlight={page.highlight}
      description={page.description}
      eyebrow={eyebrow}
    />
  );
}
