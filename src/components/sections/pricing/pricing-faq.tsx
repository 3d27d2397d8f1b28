import type { Faq } from "../../../content/pricing-faqs";
import { Disclosure } from "../../ui/disclosure";
import { Section } from "../../ui/section";

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
    <Section spacing="xl" heading={{ id: "faq-title", title, description }}>
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
    </Section>
  );
}
