import type { notFoundCopy } from "../../content/not-found";
import { buttonVariants } from "../ui/button";
import { Section } from "../ui/section";

/** The not-found page's content: the code, the title, what happened and the way home. */
export function NotFound({ copy }: { copy: typeof notFoundCopy }) {
  return (
    <Section width="narrow" top="status" spacing="md" containerClassName="text-center">
      <p className="text-7xl font-extrabold tracking-tight text-brand-600 dark:text-brand-400 sm:text-8xl">
        {copy.code}
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 text-lg text-ink-muted">{copy.text}</p>
      <a
        href={copy.home.href}
        className={buttonVariants({ variant: "gradient", size: "lg", className: "mt-8" })}
      >
        {copy.home.label}
      </a>
    </Section>
  );
}
