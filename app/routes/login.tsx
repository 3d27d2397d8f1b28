import type { Route } from "./+types/login";
import { SignInSection } from "../components/sections/forms/sign-in-section";
import { signInCopy } from "../content/forms";
import { metaFromLoader } from "../lib/meta";
import { staticPage } from "../lib/page-data.server";

export function loader() {
  return { ...staticPage("/login"), copy: signInCopy };
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  return <SignInSection page={loaderData.page} copy={loaderData.copy} />;
}
