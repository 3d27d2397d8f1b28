import { data } from "react-router";
import type { Route } from "./+types/industry";
import { PageHero } from "../components/sections/page-hero";
import { industries } from "../content/industries";
import { metaFromLoader } from "../lib/meta";
import { buildMeta } from "../lib/seo";

export function loader({ params }: Route.LoaderArgs) {
  const industry = industries.find((entry) => entry.slug === params.slug);
  if (!industry) throw data(null, { status: 404 });
  const title = `AI Automation for ${industry.title}`;
  return {
    industry,
    meta: buildMeta({
      title,
      description: industry.description,
      path: `/industries/${industry.slug}`,
    }),
  };
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function IndustryPage({ loaderData }: Route.ComponentProps) {
  const { industry } = loaderData;
  return (
    <PageHero
      title={`AI Automation for ${industry.title}`}
      highlight={industry.title}
      description={industry.description}
    />
  );
}
