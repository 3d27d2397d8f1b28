import { benefitsHeading, type Benefit } from "../../../content/benefits";
import { Section } from "../../ui/section";
import { BenefitList } from "./benefit-list";

/** 'Benefits': the six benefits every role includes. */
export function CareersBenefits({ benefits }: { benefits: Benefit[] }) {
  return (
    <Section
      heading={{
        id: "benefits-title",
        title: benefitsHeading.title,
        description: benefitsHeading.description,
      }}
    >
      <div className="mt-10">
        <BenefitList benefits={benefits} />
      </div>
    </Section>
  );
}
