import type { APIRoute } from "astro";
import { iconSprite } from "../../components/ui/icon-sprite";

/** The icon sprite (/images/icons.svg), written at build time: what every `<Icon name>` draws. */
export const GET: APIRoute = () =>
  new Response(iconSprite(), { headers: { "Content-Type": "image/svg+xml" } });
