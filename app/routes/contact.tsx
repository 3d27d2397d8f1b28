import type { Route } from "./+types/contact";
import { ContactSection } from "../components/sections/forms/contact-section";
import { StaticPageHero } from "../components/sections/static-page-hero";
import { contactCopy } from "../content/forms";
import { contactDetails } from "../lib/contact-details";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";

export function loader() {
  return { ...staticPage("/contact"), copy: contactCopy, details: contactDetails() };
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticPageHero page={loaderData.page} />
      <ContactSection copy={loaderData.copy} details={loaderData.details} />
    </>
  );
}
