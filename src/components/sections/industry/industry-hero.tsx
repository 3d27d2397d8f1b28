import type { Industry } from "../../../content/industries";
import { BreadcrumbNav } from "../careers/breadcrumb-nav";
import { HighlightedTitle } from "../page-hero";

interface IndustryHeroProps {
  industry: Industry;
  /** The page's h1, with the industry's name highlighted. */
  title: string;
  breadcrumbs: { name: string; path: string }[];
}

/** Breadcrumbs, title, lead paragraph and the industry's illustration. */
export function IndustryHero({ industry, title, breadcrumbs }: IndustryHeroProps) {
  return (
    <section className="mx-auto grid max-w-7xl items-center gap-10 px-4 pb-16 pt-32 sm:px-6 lg:grid-cols-2 lg:px-8 lg:pt-36">
      <div>
        <BreadcrumbNav trail={breadcrumbs} />
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          <HighlightedTitle title={title} highlight={industry.title} />
        </h1>
        <p className="mt-6 text-lg leading-relaxed text-slate-700">{industry.page.intro}</p>
      </div>
      <img
        src={`/images/industries/${industry.slug}.svg`}
        alt=""
        width={640}
        height={400}
        fetchPriority="high"
        className="h-auto w-full rounded-3xl shadow-lg"
      />
    </section>
  );
}
