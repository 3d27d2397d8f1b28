import { integrationsCopy, type Integration } from "../../../content/integrations";
import { IntegrationCard } from "./integration-card";

/**
 * Every integration's card, static HTML inside the catalogue's list (FilterableList), which
 * shows those matching its filter. Each card is marked with its slug (`data-item`).
 */
export function IntegrationGrid({ integrations }: { integrations: Integration[] }) {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {integrations.map((integration) => (
        <IntegrationCard
          key={integration.slug}
          integration={integration}
          categoriesLabel={integrationsCopy.cardCategories}
        />
      ))}
    </ul>
  );
}
