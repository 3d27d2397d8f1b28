import type { OfferingContent } from "../../../content/home";
import { CheckList } from "../../ui/check-list";
import { cn } from "../../../lib/utils";
import { CardImage } from "../../ui/card";
import { Section } from "../../ui/section";
import { Icon } from "../../ui/icon";
import { AskButton } from "../../ui/ask-button";

/** One of the three offerings: pitch, benefits, a 'Learn more' link and an illustration. */
export function OfferingSection({
  content,
  reverse = false,
}: {
  content: OfferingContent;
  reverse?: boolean;
}) {
  const titleId = `${content.id}-title`;
  return (
    <Section
      labelledBy={titleId}
      spacing="band"
      containerClassName="grid items-center gap-10 lg:grid-cols-2 lg:gap-16"
    >
      <div className={cn(reverse && "lg:order-2")}>
        <p className="text-sm font-semibold uppercase tracking-wider text-accent">
          {content.eyebrow}
        </p>
        <h2 id={titleId} className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {content.title}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-ink-muted">{content.pitch}</p>
        <CheckList items={content.benefits} className="mt-6" />
        <a
          href={content.link.href}
          className="mt-8 inline-flex items-center gap-1 font-semibold text-accent hover:underline"
        >
          {content.link.label}
          <span className="sr-only"> {content.link.context}</span>
          <Icon name="arrow-right" className="size-4 stroke-[2.5]" />
        </a>
      </div>
      <div className="grid justify-items-center gap-4">
        <CardImage
          src={content.image.src}
          alt={content.image.alt}
          width={content.image.width}
          height={content.image.height}
          loading="lazy"
        />
        {content.tryIt ? (
          <AskButton
            label={content.tryIt.label}
            context={content.tryIt.context}
            variant="secondary"
            size="default"
          />
        ) : null}
      </div>
    </Section>
  );
}

/** The three offerings in turn, the illustration alternating sides. */
export function OfferingSections({ offerings }: { offerings: OfferingContent[] }) {
  return offerings.map((offering, i) => (
    <OfferingSection key={offering.id} content={offering} reverse={i % 2 === 1} />
  ));
}
