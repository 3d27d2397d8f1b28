import type { Route } from "./+types/get-started-form";
import { LeadFormSection } from "../components/sections/forms/lead-form-section";
import { StaticPageHero } from "../components/sections/static-page-hero";
import { leadFormCopy } from "../content/forms";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";

export function loader() {
  return { ...staticPage("/get-started-form"), copy: leadFormCopy };
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function GetStartedFormPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticPageHero page={loaderData.page} />
      <LeadFormSection copy={loaderData.copy} />
    </>
  );
}
