import type { Route } from "./+types/get-started";
import { InviteSection } from "../components/sections/forms/invite-section";
import { StaticPageHero } from "../components/sections/static-page-hero";
import { inviteCopy } from "../content/forms";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";

export function loader() {
  return { ...staticPage("/get-started"), copy: inviteCopy };
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function GetStartedPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticPageHero page={loaderData.page} />
      <InviteSection copy={loaderData.copy} />
    </>
  );
}
