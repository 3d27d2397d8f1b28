import { Icon } from "../ui/icon";
import { buttonVariants } from "../ui/button";
import { PageHero } from "./page-hero";

interface HeroLink {
  label: string;
  href: string;
}

/** A page title block with a primary and an optional secondary call to action. */
export function HeroWithActions({
  page,
  eyebrow,
  primary,
  secondary,
}: {
  page: { title: string; highlight?: string; description: string };
  eyebrow?: string;
  primary: HeroLink;
  secondary?: HeroLink;
}) {
  return (
    <PageHero {...page} eyebrow={eyebrow}>
      <a href={primary.href} className={buttonVariants({ variant: "gradient", size: "lg" })}>
        {primary.label}
        <Icon name="arrow-right" />
      </a>
      {secondary ? (
        <a href={secondary.href} className={buttonVariants({ variant: "outline", size: "lg" })}>
          {secondary.label}
        </a>
      ) : null}
    </PageHero>
  );
}
