import type { Route } from "./+types/security";
import { LegalPage } from "../components/sections/legal/legal-page";
import { loadLegalDocument } from "../lib/legal.server";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";

export async function loader() {
  return { ...staticPage("/security"), document: await loadLegalDocument("security") };
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function SecurityPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage {...loaderData} />;
}
