import { ArrowRight, Bot, Share2, Workflow } from "lucide-react";
import { industryOfferings, type IndustryPageContent } from "../../../content/industries";
import { Reveal } from "../../layout/reveal";
import { Card, CardDescription, CardTitle } from "../../ui/card";
import { SectionHeading } from "../section-heading";

const icons = { chatbots: Bot, workflows: Workflow, social: Share2 };

interface IndustryOfferingsProps {
  title: string;
  linkLabel: string;
  /** What each offering does for this industry. */
  text: IndustryPageContent["offerings"];
}

/** The three offerings, each described for this industry. */
export function IndustryOfferings({ title, linkLabel, text }: IndustryOfferingsProps) {
  return (
    <Reveal
      aria-labelledby="offerings-title"
      className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8"
    >
      <SectionHeading id="offerings-title" title={title} />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {industryOfferings.map((offering) => {
          const Icon = icons[offering.key];
          return (
            <li key={offering.key}>
              <Card className="flex h-full flex-col">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <CardTitle className="mt-4">{offering.title}</CardTitle>
                <CardDescription className="mt-2 flex-1">{text[offering.key]}</CardDescription>
                <a
                  href={offering.href}
                  className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
                >
                  {linkLabel}
                  <span className="sr-only">: {offering.title}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </a>
              </Card>
            </li>
          );
        })}
      </ul>
    </Reveal>
  );
}
