import type { IconName } from "../../../content/icon-names";
import { Icon } from "../../ui/icon";
import { industryOfferings, type IndustryPageContent } from "../../../content/industries";
import { Card, CardDescription, CardTitle } from "../../ui/card";
import { Section } from "../../ui/section";

const icons = { chatbots: "bot", workflows: "workflow", social: "share" } as const satisfies Record<
  string,
  IconName
>;

interface IndustryOfferingsProps {
  title: string;
  linkLabel: string;
  /** What each offering does for this industry. */
  text: IndustryPageContent["offerings"];
}

/** The three offerings, each described for this industry. */
export function IndustryOfferings({ title, linkLabel, text }: IndustryOfferingsProps) {
  return (
    <Section heading={{ id: "offerings-title", title }}>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {industryOfferings.map((offering) => {
          return (
            <li key={offering.key}>
              <Card className="flex h-full flex-col">
                <span className="flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
                  <Icon name={icons[offering.key]} className="size-6" />
                </span>
                <CardTitle className="mt-4">{offering.title}</CardTitle>
                <CardDescription className="mt-2 flex-1">{text[offering.key]}</CardDescription>
                <a
                  href={offering.href}
                  className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-accent hover:underline"
                >
                  {linkLabel}
                  <span className="sr-only">: {offering.title}</span>
                  <Icon name="arrow-right" className="size-4" />
                </a>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
