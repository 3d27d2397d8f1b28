import { lazy, Suspense } from "react";
import type { Route } from "./+types/cookies";
import { LegalPage } from "../components/sections/legal/legal-page";
import { cookieChoiceCopy } from "../content/legal/cookie-choices";
import { loadLegalDocument } from "../lib/legal.server";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";

// Prerendered with the page; its code loads after hydration, keeping the first load light.
const CookiePreferences = lazy(() =>
  import("../components/sections/legal/cookie-preferences").then((module) => ({
    default: module.CookiePreferences,
  })),
);

export async function loader() {
  const choice = { id: cookieChoiceCopy.id, text: cookieChoiceCopy.heading, depth: 2 as const };
  return { ...staticPage("/cookies"), document: await loadLegalDocument("cookies", [choice]) };
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function CookiesPage({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      {...loaderData}
      before={
        <Suspense fallback={null}>
          <CookiePreferences />
        </Suspense>
      }
    />
  );
}
