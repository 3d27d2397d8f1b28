import { postNotFoundCopy as copy } from "../../../content/blog-listing";
import { buttonVariants } from "../../ui/button";
import { Section } from "../../ui/section";

/** /blog/404: the server answers an unknown /blog/* address with this page and status 404. */
export function PostNotFound() {
  return (
    <Section width="narrow" top="status" spacing="md" containerClassName="text-center">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 text-lg text-ink-muted">{copy.text}</p>
      <a
        href="/blog"
        className={buttonVariants({ variant: "gradient", size: "lg", className: "mt-8" })}
      >
        {copy.back}
      </a>
    </Section>
  );
}
