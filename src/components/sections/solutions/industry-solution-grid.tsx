import { Icon } from "../../ui/icon";
import { CheckList } from "../../ui/check-list";
import type { IndustrySolution, industrySolutionsCopy } from "../../../content/solutions";
import { buttonVariants } from "../../ui/button";
import { Card } from "../../ui/card";
import { Section } from "../../ui/section";
import { ThemedImage } from "../../ui/themed-image";
import { fill } from "../../../shared/fill";

/**
 * Six industry cards: description, four use cases, illustration and 'Learn More'. The grid is the
 * page's second section, within the distance at which Chromium fetches a lazy image at once, so
 * its illustrations load with the page, drawn in it by the build (scripts/inline-images.js).
 */
export function IndustrySolutionGrid({
  solutions,
  copy,
}: {
  solutions: IndustrySolution[];
  copy: typeof industrySolutionsCopy;
}) {
  return (
    <Section heading={{ id: "industries-title", title: copy.title, description: copy.description }}>
      <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {solutions.map((solution) => (
          <li key={solution.id} id={solution.id}>
            <Card as="article" padding="none" className="flex h-full flex-col overflow-hidden">
              <ThemedImage
                src={solution.image}
                alt=""
                width={640}
                height={400}
                className="h-auto w-full"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-semibold text-ink">{solution.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">
                  {solution.description}
                </p>
                <h4 className="mt-5 text-sm font-semibold text-ink">{copy.useCasesTitle}</h4>
                <CheckList
                  items={solution.useCases}
                  look="sm"
                  className="mt-2 flex-1 content-start"
                />
                <a
                  href={solution.href}
                  className={buttonVariants({ variant: "outline", className: "mt-6 self-start" })}
                >
                  {copy.learnMore}
                  <span className="sr-only">
                    {" "}
                    {fill(copy.learnMoreAbout, { industry: solution.title })}
                  </span>
                  <Icon name="arrow-right" />
                </a>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
