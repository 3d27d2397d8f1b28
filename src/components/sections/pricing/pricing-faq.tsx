import type { Faq } from "../../../content/pricing-faqs";
import { Reveal } from "../../layout/reveal";
import { Disclosure } from "../../ui/accordion";
import { SectionHeading } from "../section-heading";

/** The pricing questions in two columns of native disclosures. */
export function PricingFaq({
  faqs,
  title,
  description,
}: {
  faqs: Faq[];
  title: string;
  description: string;
}) {
  const half = Math.ceil(faqs.length / 2);
  const columns = [faqs.slice(0, half), faqs.slice(half)];
  return (
    <Reveal aria-labelledby="faq-title" className="mx-auto max-w-7xl px-4 pb-24 sm:px-6 lg:px-8">
      <SectionHeading id="faq-title" title={title} description={description} />
      <div className="mt-12 grid gap-x-12 md:grid-cols-2">
        {columns.map((column, index) => (
          <div key={index}>
            {column.map((faq) => (
              <Disclosure key={faq.question} summary={faq.question}>
                {faq.answer}
              </Disclosure>
            ))}
          </div>
        ))}
      </div>
    </Reveal>
  );
}
