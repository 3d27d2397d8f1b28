import { breadcrumbLabels } from "../../../content/navigation";
import { Icon } from "../../ui/icon";
import type { DocsLink } from "../../../lib/docs-nav";

/** Docs > Section > Page; the last crumb is the current page. */
export function DocsBreadcrumbs({ trail }: { trail: DocsLink[] }) {
  return (
    <nav aria-label={breadcrumbLabels.nav}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${crumb.path}-${index}`} className="inline-flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {crumb.title}
                </span>
              ) : (
                <>
                  <a href={crumb.path} className="hover:text-brand-700 hover:underline">
                    {crumb.title}
                  </a>
                  <Icon name="chevron-right" className="size-4 text-slate-500" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
