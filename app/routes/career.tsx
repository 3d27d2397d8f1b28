import { data } from "react-router";
import type { Route } from "./+types/career";
import { PageHero } from "../components/sections/page-hero";
import { jobs } from "../content/jobs";
import { metaFromLoader } from "../lib/meta";
import { buildMeta } from "../lib/seo";

export function loader({ params }: Route.LoaderArgs) {
  const job = jobs.find((entry) => entry.slug === params.slug);
  if (!job) throw data(null, { status: 404 });
  return {
    job,
    meta: buildMeta({
      title: job.title,
      description: job.description,
      path: `/careers/${job.slug}`,
    }),
  };
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function CareerPage({ loaderData }: Route.ComponentProps) {
  const { job } = loaderData;
  return <PageHero title={job.title} description={job.description} />;
}
