import { breadcrumbLabels } from "../../content/navigation";
import { Icon } from "./icon";

export interface Crumb {
  name: string;
  path: string;
}

const home: Crumb = { name: breadcrumbLabels.home, path: "/" };

/**
 * The one visible breadcrumb trail (careers, industries, docs); the last crumb is the current page.
 * `fromHome` puts Home first. The BreadcrumbList JSON-LD comes from the SEO helper.
 */
export function Breadcrumbs({ trail, fromHome = false }: { trail: Crumb[]; fromHome?: boolean }) {
  const crumbs = fromHome ? [home, ...trail] : trail;
  return (
    <nav aria-label={breadcrumbLabels.nav} data-pagefind-ignore>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-ink-muted">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.path}-${index}`} className="inline-flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <a href={crumb.path} className="hover:text-accent hover:underline">
                    {crumb.name}
                  </a>
                  <Icon name="chevron-right" className="size-4 text-ink-muted" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
