import { Icon } from "../../ui/icon";
import { valuesTitle, type CompanyValue } from "../../../content/values";
import { Card, CardDescription, CardTitle } from "../../ui/card";
import { Section } from "../../ui/section";

/** The four core values. */
export function AboutValues({ values }: { values: CompanyValue[] }) {
  return (
    <Section heading={{ id: "values-title", title: valuesTitle }}>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {values.map((value) => {
          return (
            <li key={value.title}>
              <Card className="h-full">
                <span className="flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
                  <Icon name={value.icon} className="size-6" />
                </span>
                <CardTitle className="mt-4">{value.title}</CardTitle>
                <CardDescription className="mt-2">{value.description}</CardDescription>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
