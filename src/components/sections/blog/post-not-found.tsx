import { buttonVariants } from "../../ui/button";
import { Section } from "../../ui/section";

/** /blog/404: the server answers an unknown /blog/* address with this page and status 404. */
export function PostNotFound() {
  return (
    <Section width="narrow" top="status" spacing="md" containerClassName="text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Post not found
      </h1>
      <p className="mt-4 text-lg text-slate-600">
        The post you're looking for doesn't exist or has been removed.
      </p>
      <a
        href="/blog"
        className={buttonVariants({ variant: "gradient", size: "lg", className: "mt-8" })}
      >
        Back to Blog
      </a>
    </Section>
  );
}
