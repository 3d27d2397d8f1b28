import { data } from "react-router";
import type { Route } from "./+types/career";
import { StaticHtml } from "../components/ui/static-html";
import { JobDetails } from "../components/sections/careers/job-details";
import { benefits } from "../content/benefits";
import { jobs } from "../content/jobs";
import { contactHref } from "../lib/contact-href";
import { jobPostingJsonLd } from "../lib/job-posting.server";
import { metaFromLoader } from "../lib/meta";
import { buildMeta } from "../lib/seo";
import { staticHtml } from "../lib/static-html.server";

export function loader({ params }: Route.LoaderArgs) {
  const job = jobs.find((entry) => entry.slug === params.slug);
  if (!job) throw data(null, { status: 404 });
  const breadcrumbs = [
    { name: "Careers", path: "/careers" },
    { name: job.title, path: `/careers/${job.slug}` },
  ];
  return {
    html: staticHtml(
      <JobDetails
        job={job}
        benefits={benefits}
        breadcrumbs={breadcrumbs}
        applyHref={contactHref(`Application: ${job.title}`)}
      />,
    ),
    meta: buildMeta({
      title: `${job.title} (${job.location})`,
      description: job.description,
      path: `/careers/${job.slug}`,
      breadcrumbs,
      jsonLd: [jobPostingJsonLd(job, benefits)],
    }),
  };
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function CareerPage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml html={loaderData.html} />;
}
