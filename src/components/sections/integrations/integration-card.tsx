import { Icon } from "../../ui/icon";
import { CheckList } from "../../ui/check-list";
import type { Integration } from "../../../content/integrations";
import { Card } from "../../ui/card";

/** The number of features a card lists. */
const FEATURES_SHOWN = 3;

/**
 * One integration: logo, name, description, its first three features and its categories.
 * `logoWithPage`: the logo loads with the page, drawn in it, not when it comes near.
 */
export function IntegrationCard({
  integration,
  categoriesLabel,
  logoWithPage = false,
}: {
  integration: Integration;
  categoriesLabel: string;
  logoWithPage?: boolean;
}) {
  return (
    <Card as="li" interactive data-item={integration.slug} className="flex flex-col">
      <div className="flex items-center gap-4">
        <Icon brand={integration.slug} size={48} tile withPage={logoWithPage} />
        <h3 id={integration.slug} className="text-lg font-semibold text-ink">
          {integration.name}
        </h3>
      </div>
      <p className="mt-4 text-sm leading-relaxed text-ink-muted">{integration.description}</p>
      <CheckList items={integration.features.slice(0, FEATURES_SHOWN)} look="sm" className="mt-4" />
      <p className="mt-auto pt-4 text-xs text-ink-muted">
        <span className="sr-only">{categoriesLabel}</span>
        {integration.categories.join(" · ")}
      </p>
    </Card>
  );
}
