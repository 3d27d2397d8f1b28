import { Icon } from "../ui/icon";
import { buttonVariants } from "../ui/button";
import { Section, type SectionProps } from "../ui/section";

export interface CtaContent {
  title: string;
  description: string;
  primary: { label: string; href: string };
  secondary?: { label: string; href: string };
}

/** The closing call to action band used at the foot of most pages. */
export function CtaSection({
  content,
  spacing = "none",
  ...section
}: { content: CtaContent } & SectionProps) {
  return (
    <Section labelledBy="cta-title" spacing={spacing} {...section}>
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-600 to-violet-700 px-6 py-16 text-center shadow-xl sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {content.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{content.description}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a
            href={content.primary.href}
            className={buttonVariants({ size: "lg", variant: "inverse" })}
          >
            {content.primary.label}
            <Icon name="arrow-right" />
          </a>
          {content.secondary ? (
            <a
              href={content.secondary.href}
              className={buttonVariants({ size: "lg", variant: "inverseOutline" })}
            >
              {content.secondary.label}
            </a>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
