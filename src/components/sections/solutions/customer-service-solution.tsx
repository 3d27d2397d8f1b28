import { Icon } from "../../ui/icon";
import { CheckList } from "../../ui/check-list";
import type { customerServiceSolution } from "../../../content/solutions";
import { buttonVariants } from "../../ui/button";
import { Card } from "../../ui/card";
import { Section } from "../../ui/section";
import { ThemedImage } from "../../ui/themed-image";

/** The cross-industry solution (#customer-service, linked from the header's Solutions menu). */
export function CustomerServiceSolution({ content }: { content: typeof customerServiceSolution }) {
  return (
    <Section id={content.id} labelledBy="customer-service-title">
      <Card radius="lg" padding="xl" className="grid items-center gap-10 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">
            {content.eyebrow}
          </p>
          <h2
            id="customer-service-title"
            className="mt-2 text-3xl font-bold tracking-tight text-ink"
          >
            {content.title}
          </h2>
          <p className="mt-4 leading-relaxed text-ink-soft">{content.description}</p>
          <CheckList items={content.points} className="mt-6" />
          <a
            href={content.cta.href}
            className={buttonVariants({ variant: "gradient", className: "mt-8" })}
          >
            {content.cta.label}
            <Icon name="arrow-right" />
          </a>
        </div>
        <ThemedImage
          src={content.image}
          alt=""
          width={640}
          height={400}
          // On the first screen at 1280 px: it can be the largest paint.
          fetchPriority="high"
          className="h-auto w-full rounded-2xl"
        />
      </Card>
    </Section>
  );
}
