import { integrationsCopy, type Integration } from "../../../content/integrations";
import { IntegrationCard } from "./integration-card";

/**
 * The cards whose logos load with the page: the first four rows at the widest, which start just
 * below the first screen, within the distance at which Chromium fetches a lazy image at once
 * (1,250 px below the window on a fast connection, 2,500 px on a slow one, as in Lighthouse's
 * mobile run), so `lazy` held nothing back there and Lighthouse counted their requests into the
 * largest paint. The rest wait until they come near.
 */
export const LOGOS_WITH_PAGE = 12;

/**
 * Every integration's card, static HTML inside the catalogue's list (FilterableList), which
 * shows those matching its filter. Each card is marked with its slug (`data-item`).
 */
export function IntegrationGrid({ integrations }: { integrations: Integration[] }) {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {integrations.map((integration, index) => (
        <IntegrationCard
          key={integration.slug}
          integration={integration}
          categoriesLabel={integrationsCopy.cardCategories}
          logoWithPage={index < LOGOS_WITH_PAGE}
        />
      ))}
    </ul>
  );
}
