import type { Industry } from "../../../content/industries";
import { Breadcrumbs } from "../../ui/breadcrumbs";
import { HighlightedTitle } from "../../ui/highlighted-title";
import { Section } from "../../ui/section";
import { ThemedImage } from "../../ui/themed-image";

interface IndustryHeroProps {
  industry: Industry;
  /** The page's h1, with the industry's name highlighted. */
  title: string;
  breadcrumbs: { name: string; path: string }[];
}

/** Breadcrumbs, title, lead paragraph and the industry's illustration. */
export function IndustryHero({ industry, title, breadcrumbs }: IndustryHeroProps) {
  return (
    <Section top="hero" spacing="md" containerClassName="grid items-center gap-10 lg:grid-cols-2">
      <div>
        <Breadcrumbs trail={breadcrumbs} fromHome />
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
          <HighlightedTitle title={title} highlight={industry.title} />
        </h1>
        <p className="mt-6 text-lg leading-relaxed text-ink-soft">{industry.page.intro}</p>
      </div>
      <ThemedImage
        src={`/images/industries/${industry.slug}.svg`}
        alt=""
        width={640}
        height={400}
        fetchPriority="high"
        className="h-auto w-full rounded-3xl shadow-lg dark:shadow-none dark:ring-1 dark:ring-line"
      />
    </Section>
  );
}
