import { benefitsHeading, type Benefit } from "../../../content/benefits";
import { SectionHeading } from "../section-heading";
import { BenefitList } from "./benefit-list";

/** 'Benefits': the six benefits every role includes. */
export function CareersBenefits({ benefits }: { benefits: Benefit[] }) {
  return (
    <section
      aria-labelledby="benefits-title"
      className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8"
    >
      <SectionHeading
        id="benefits-title"
        title={benefitsHeading.title}
        description={benefitsHeading.description}
      />
      <div className="mt-10">
        <BenefitList benefits={benefits} />
      </div>
    </section>
  );
}
