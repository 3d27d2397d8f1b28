import { each, end, slot } from "../../shared/page-shells";
import { buttonVariants } from "../ui/button";
import { Section } from "../ui/section";

/**
 * The page a form posted without JavaScript gets when it cannot go on to its thank-you page: what
 * went wrong, what to fix (each field's label and message) and the way back. A page shell
 * (shared/page-shells.ts): its text comes in through slots the server fills, escaped.
 */
export function FormMessage() {
  return (
    <Section width="narrow" top="status" spacing="md" containerClassName="text-center">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{slot("title")}</h1>
      <p className="mt-4 text-lg text-ink-soft">{slot("message")}</p>
      {each("anyErrors")}
      <ul className="mx-auto mt-6 grid max-w-lg gap-2 text-left text-ink-soft">
        {each("errors")}
        <li>
          <span className="font-semibold text-ink">{slot("field")}:</span> {slot("error")}
        </li>
        {end("errors")}
      </ul>
      {end("anyErrors")}
      {each("link")}
      <a
        href={slot("href")}
        className={buttonVariants({ variant: "gradient", size: "lg", className: "mt-8" })}
      >
        {slot("text")}
      </a>
      {end("link")}
    </Section>
  );
}
