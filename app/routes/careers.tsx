import type { Route } from "./+types/careers";
import { CareersBenefits } from "../components/sections/careers/careers-benefits";
import { CareersCulture } from "../components/sections/careers/careers-culture";
import { JobCard } from "../components/sections/careers/job-card";
import { JobOpenings } from "../components/sections/careers/job-openings";
import { PageHero } from "../components/sections/page-hero";
import { StaticHtml } from "../components/ui/static-html";
import { buttonVariants } from "../components/ui/button";
import { benefits, culture, openingsLink, openingsTitle } from "../content/benefits";
import { jobs } from "../content/jobs";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";
import { staticHtml } from "../lib/static-html.server";

export function loader() {
  const base = staticPage("/careers");
  return {
    meta: base.meta,
    intro: staticHtml(
      <>
        <PageHero
          title={base.page.title}
          highlight={base.page.highlight}
          description={base.page.description}
        >
          <a
            href={openingsLink.href}
            className={buttonVariants({ variant: "gradient", size: "lg" })}
          >
            {openingsLink.label}
          </a>
        </PageHero>
        <CareersCulture content={culture} />
        <CareersBenefits benefits={benefits} />
      </>,
    ),
    openingsTitle,
    jobs: jobs.map((job) => ({
      slug: job.slug,
      department: job.department,
      html: staticHtml(<JobCard job={job} />),
    })),
  };
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticHtml html={loaderData.intro} />
      <JobOpenings title={loaderData.openingsTitle} jobs={loaderData.jobs} />
    </>
  );
}
