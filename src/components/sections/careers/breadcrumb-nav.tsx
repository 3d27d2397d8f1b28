import { breadcrumbLabels } from "../../../content/navigation";
import { Icon } from "../../ui/icon";

/** A visible breadcrumb trail (Home first); the last crumb is the current page. */
export function BreadcrumbNav({ trail }: { trail: { name: string; path: string }[] }) {
  const crumbs = [{ name: breadcrumbLabels.home, path: "/" }, ...trail];
  return (
    <nav aria-label={breadcrumbLabels.nav}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="inline-flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <a href={crumb.path} className="hover:text-brand-700 hover:underline">
                    {crumb.name}
                  </a>
                  <Icon name="chevron-right" className="size-4" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
