import type { Route } from "./+types/privacy";
import { LegalPage } from "../components/sections/legal/legal-page";
import { loadLegalDocument } from "../lib/legal.server";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";

export async function loader() {
  return { ...staticPage("/privacy"), document: await loadLegalDocument("privacy") };
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage {...loaderData} />;
}
