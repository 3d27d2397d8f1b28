import { CheckList } from "../../ui/check-list";
import {
  partnerTypeCopy as copy,
  type PartnerType,
  type partnersIntro,
} from "../../../content/partners";
import { contactHref } from "../../../lib/contact-href";
import { buttonVariants } from "../../ui/button";
import { Card } from "../../ui/card";
import { Section } from "../../ui/section";
import { ThemedImage } from "../../ui/themed-image";
import { fill } from "../../../shared/fill";

/** The three partner programmes: illustration, description, benefits, 'Learn More' and 'Apply Now'. */
export function PartnerTypeList({
  intro,
  partners,
}: {
  intro: typeof partnersIntro;
  partners: PartnerType[];
}) {
  return (
    <Section
      spacing="xl"
      heading={{ id: "programmes-title", title: intro.title, description: intro.description }}
    >
      <ul className="mt-10 grid gap-8 lg:grid-cols-3">
        {partners.map((partner, index) => (
          <li key={partner.id} id={partner.id}>
            <Card as="article" padding="none" className="flex h-full flex-col overflow-hidden">
              <ThemedImage
                src={partner.image}
                alt=""
                width={480}
                height={300}
                // The first row (three at the widest) can be on the first screen, and its first
                // image the largest paint at 390 px: fetched at once and first, not lazily.
                {...(index < 3
                  ? { fetchPriority: "high" as const }
                  : { loading: "lazy" as const, decoding: "async" as const })}
                className="h-auto w-full"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-semibold text-ink">{partner.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{partner.description}</p>
                <h4 className="mt-5 text-sm font-semibold text-ink">{copy.benefitsTitle}</h4>
                <CheckList
                  items={partner.benefits}
                  look="sm"
                  className="mt-2 flex-1 content-start"
                />
                <div className="mt-6 flex flex-wrap gap-3">
                  <a
                    href={contactHref(partner.learnMoreSubject)}
                    className={buttonVariants({ variant: "outline" })}
                  >
                    {copy.learnMore}
                    <span className="sr-only">
                      {" "}
                      {fill(copy.learnMoreAbout, { programme: partner.title })}
                    </span>
                  </a>
                  <a
                    href={contactHref(partner.applySubject)}
                    className={buttonVariants({ variant: "gradient" })}
                  >
                    {copy.apply}
                    <span className="sr-only">
                      {" "}
                      {fill(copy.applyFor, { programme: partner.title })}
                    </span>
                  </a>
                </div>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
