import type { ThankYouCopy } from "../../content/thank-you";
import { buttonVariants } from "../ui/button";
import { Section } from "../ui/section";

/** A thank-you page's content: the form's success notice, what happens next and the ways on. */
export function ThankYou({ copy }: { copy: ThankYouCopy }) {
  return (
    <Section width="narrow" top="status" spacing="md" containerClassName="text-center">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 text-lg text-ink-soft">{copy.text}</p>
      <p className="mt-4 text-ink-muted">{copy.next}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {copy.links.map((link, index) => (
          <a
            key={link.href}
            href={link.href}
            className={buttonVariants({
              variant: index === 0 ? "gradient" : "outline",
              size: "lg",
            })}
          >
            {link.label}
          </a>
        ))}
      </div>
    </Section>
  );
}
