import { Icon } from "../../ui/icon";
import { valuesTitle, type CompanyValue } from "../../../content/values";
import { Card, CardDescription, CardTitle } from "../../ui/card";
import { SectionHeading } from "../section-heading";
import { Reveal } from "../../layout/reveal";

/** The four core values. */
export function AboutValues({ values }: { values: CompanyValue[] }) {
  return (
    <Reveal aria-labelledby="values-title" className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
      <SectionHeading id="values-title" title={valuesTitle} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {values.map((value) => {
          return (
            <li key={value.title}>
              <Card className="h-full">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={value.icon} className="size-6" />
                </span>
                <CardTitle className="mt-4">{value.title}</CardTitle>
                <CardDescription className="mt-2">{value.description}</CardDescription>
              </Card>
            </li>
          );
        })}
      </ul>
    </Reveal>
  );
}
