import type { FeatureCard } from "../../../content/feature-cards";
import { landingStepLabel } from "../../../content/landings";
import { Icon } from "../../ui/icon";
import { Reveal } from "../../layout/reveal";
import { SectionHeading } from "../section-heading";

interface LandingStepsProps {
  title: string;
  highlight?: string;
  description: string;
  steps: FeatureCard[];
  image: { src: string; alt: string };
}

/** "How it works": three numbered parts beside an illustration. */
export function LandingSteps({ title, highlight, description, steps, image }: LandingStepsProps) {
  return (
    <Reveal aria-labelledby="how-it-works" className="bg-white/70 py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
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
                    <h3 className="text-lg font-semibold text-slate-900">
                      <span className="sr-only">
                        {landingStepLabel.replace("{n}", String(index + 1))}
                      </span>
                      {step.title}
                    </h3>
                    <p className="mt-1 leading-relaxed text-slate-600">{step.description}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
        <img
          src={image.src}
          alt={image.alt}
          width={560}
          height={420}
          loading="lazy"
          className="h-auto w-full rounded-3xl border border-slate-200 bg-white shadow-lg"
        />
      </div>
    </Reveal>
  );
}
