import type { FeatureCard } from "../../../content/feature-cards";
import { landingStepLabel } from "../../../content/landings";
import { Icon } from "../../ui/icon";
import { AskButton } from "../../ui/ask-button";
import { CardImage } from "../../ui/card";
import { Section, SectionHeading } from "../../ui/section";
import { fill } from "../../../shared/fill";

interface LandingStepsProps {
  title: string;
  highlight?: string;
  description: string;
  steps: FeatureCard[];
  image: { src: string; alt: string };
  tryIt?: { label: string; context: string };
  sameKindOfBot?: { before: string; link: string; href: string; after: string };
}

/** "How it works": three numbered parts beside an illustration. */
export function LandingSteps({
  title,
  highlight,
  description,
  steps,
  image,
  tryIt,
  sameKindOfBot,
}: LandingStepsProps) {
  return (
    <Section
      labelledBy="how-it-works"
      tone="muted"
      spacing="band"
      containerClassName="grid items-center gap-12 lg:grid-cols-2"
    >
      <div>
        <SectionHeading
          id="how-it-works"
          title={title}
          highlight={highlight}
          description={description}
          align="left"
        />
        <ol className="mt-10 space-y-8">
          {steps.map((step, index) => {
            return (
              <li key={step.title} className="flex gap-5">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
                  <Icon name={step.icon} className="size-6" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-ink">
                    <span className="sr-only">{fill(landingStepLabel, { n: index + 1 })}</span>
                    {step.title}
                  </h3>
                  <p className="mt-1 leading-relaxed text-ink-muted">{step.description}</p>
                </div>
              </li>
            );
          })}
        </ol>
      </div>
      <div className="grid justify-items-center gap-4">
        <CardImage src={image.src} alt={image.alt} width={560} height={420} loading="lazy" />
        {tryIt ? (
          <AskButton
            label={tryIt.label}
            context={tryIt.context}
            variant="secondary"
            size="default"
          />
        ) : null}
        {sameKindOfBot ? (
          <p className="max-w-md text-center text-sm text-ink-muted">
            {sameKindOfBot.before}
            <a
              href={sameKindOfBot.href}
              className="font-medium text-accent underline underline-offset-2"
            >
              {sameKindOfBot.link}
            </a>
            {sameKindOfBot.after}
          </p>
        ) : null}
      </div>
    </Section>
  );
}
