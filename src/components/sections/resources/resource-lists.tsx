import { Icon } from "../../ui/icon";
import type {
  PopularResource,
  ResourceCategory,
  resourceListsCopy,
} from "../../../content/resources";
import { Badge } from "../../ui/badge";
import { Card, CardDescription, CardTitle } from "../../ui/card";
import { Section } from "../../ui/section";
import { SubHeading } from "../../ui/sub-heading";
import { fill } from "../../../shared/fill";

/** A resource category with its 'Browse resources' link (rendered at build time). */
export function ResourceCategoryCard({
  category,
  copy,
}: {
  category: ResourceCategory;
  copy: typeof resourceListsCopy;
}) {
  return (
    <Card className="flex h-full flex-col">
      <span className="flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
        <Icon name={category.icon} className="size-6" />
      </span>
      <CardTitle className="mt-4">{category.title}</CardTitle>
      <CardDescription className="mt-2 flex-1">{category.description}</CardDescription>
      <a
        href={category.href}
        aria-label={fill(copy.browseLabel, { category: category.title })}
        className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-accent hover:underline"
      >
        {copy.browse}
        <Icon name="arrow-right" className="size-4" />
      </a>
    </Card>
  );
}

/** A popular resource: type, reading time, title and summary, all one link (rendered at build time). */
export function PopularResourceCard({
  resource,
  copy,
}: {
  resource: PopularResource;
  copy: typeof resourceListsCopy;
}) {
  return (
    <Card as="a" href={resource.href} interactive className="group flex h-full flex-col">
      <span className="flex items-center gap-3 text-sm text-ink-muted">
        <Badge>{resource.type}</Badge>
        <span className="inline-flex items-center gap-1">
          <Icon name="clock" className="size-4" />
          {fill(copy.minutes, { minutes: resource.minutes })}
        </span>
      </span>
      <CardTitle as="span" className="mt-3 group-hover:text-accent">
        {resource.title}
      </CardTitle>
      <span className="mt-1 text-sm leading-relaxed text-ink-muted">{resource.description}</span>
    </Card>
  );
}

/** 'Browse by category' and 'Popular resources' under the search (rendered at build time). */
export function ResourceLists({
  categories,
  popular,
  copy,
}: {
  categories: ResourceCategory[];
  popular: PopularResource[];
  copy: typeof resourceListsCopy;
}) {
  return (
    <Section as="div">
      <section aria-labelledby="categories-title" className="mt-12">
        <SubHeading id="categories-title">{copy.categoriesTitle}</SubHeading>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <li key={category.title}>
              <ResourceCategoryCard category={category} copy={copy} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="popular-title" className="mt-12">
        <SubHeading id="popular-title">{copy.popularTitle}</SubHeading>
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {popular.map((resource) => (
            <li key={resource.title}>
              <PopularResourceCard resource={resource} copy={copy} />
            </li>
          ))}
        </ul>
      </section>
    </Section>
  );
}
