import type { Route } from "./+types/terms";
import { LegalPage } from "../components/sections/legal/legal-page";
import { loadLegalDocument } from "../lib/legal.server";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";

export async function loader() {
  return { ...staticPage("/terms"), document: await loadLegalDocument("terms") };
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage {...loaderData} />;
}
