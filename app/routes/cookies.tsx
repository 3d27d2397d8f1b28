import { lazy, Suspense } from "react";
import type { Route } from "./+types/cookies";
import { LegalPage } from "../components/sections/legal/legal-page";
import { cookieChoiceCopy } from "../content/legal/cookie-choices";
import { cookieChoiceFallbackHtml, loadLegalDocument } from "../lib/legal.server";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";

// The buttons' code loads after hydration, keeping the first load light; until then (and without
// JavaScript) the same panel shows as build-time HTML.
const CookiePreferences = lazy(() =>
  import("../components/sections/legal/cookie-preferences").then((module) => ({
    default: module.CookiePreferences,
  })),
);

export async function loader() {
  const choice = { id: cookieChoiceCopy.id, text: cookieChoiceCopy.heading, depth: 2 as const };
  return {
    ...staticPage("/cookies"),
    document: await loadLegalDocument("cookies", [choice]),
    choicePanelHtml: cookieChoiceFallbackHtml(),
  };
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function CookiesPage({ loaderData }: Route.ComponentProps) {
  const { choicePanelHtml, ...page } = loaderData;
  return (
    <LegalPage
      {...page}
      before={
        <Suspense fallback={<div dangerouslySetInnerHTML={{ __html: choicePanelHtml }} />}>
          <CookiePreferences />
        </Suspense>
      }
    />
  );
}
