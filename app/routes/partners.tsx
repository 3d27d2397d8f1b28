import type { Route } from "./+types/partners";
import { PartnerTypeList } from "../components/sections/partners/partner-type-list";
import { StaticHtml } from "../components/ui/static-html";
import { StaticPageHero } from "../components/sections/static-page-hero";
import { partnersIntro, partnerTypes } from "../content/partners";
import { contactHref } from "../lib/contact-href";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";
import { staticHtml } from "../lib/static-html.server";

export function loader() {
  const partners = partnerTypes.map(({ learnMoreSubject, applySubject, ...partner }) => ({
    ...partner,
    learnMoreHref: contactHref(learnMoreSubject),
    applyHref: contactHref(applySubject),
  }));
  const base = staticPage("/partners");
  return {
    meta: base.meta,
    html: staticHtml(
      <>
        <StaticPageHero page={base.page} />
        <PartnerTypeList intro={partnersIntro} partners={partners} />
      </>,
    ),
  };
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function PartnersPage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml html={loaderData.html} />;
}
