import type { Route } from "./+types/chatbot";
import { StaticHtml } from "../components/ui/static-html";
import { landings } from "../content/landings";
import { landingData } from "../lib/landing-data.server";
import { metaFromLoader } from "../lib/meta";

export function loader() {
  return landingData(landings.chatbot);
}

export const meta: Route.MetaFunction = metaFromLoader;

/** Every section is static: rendered to HTML at build time. */
export default function ChatbotPage({ loaderData }: Route.ComponentProps) {
  return <StaticHtml className="contents" html={loaderData.html} />;
}
