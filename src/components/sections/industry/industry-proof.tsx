import type { IndustryProof as Proof } from "../../../content/industries";
import { Card } from "../../ui/card";
import { illustrativeMark } from "../../../lib/illustrative";
import { Section } from "../../ui/section";

/** A fictional testimonial or an example figure, labelled as an illustration. */
export function IndustryProof({
  title,
  note,
  proof,
}: {
  title: string;
  note: string;
  proof: Proof;
}) {
  return (
    <Section labelledBy="proof-title" width="text">
      <Card {...illustrativeMark(proof)} radius="lg" padding="quote" className="text-center">
        <h2 id="proof-title" className="text-sm font-semibold uppercase tracking-wider text-accent">
          {title}
        </h2>
        {proof.kind === "testimonial" ? (
          <figure className="mt-6">
            <blockquote className="text-xl font-medium leading-relaxed text-ink sm:text-2xl">
              <p>“{proof.quote}”</p>
            </blockquote>
            <figcaption className="mt-6 text-ink-soft">
              <span className="font-semibold text-ink">{proof.author}</span>, {proof.role},{" "}
              {proof.company}
            </figcaption>
          </figure>
        ) : (
          <div className="mt-6">
            <p className="text-5xl font-extrabold text-accent">{proof.value}</p>
            <p className="mt-2 text-lg font-semibold text-ink">{proof.label}</p>
            <p className="mx-auto mt-4 max-w-2xl leading-relaxed text-ink-soft">{proof.detail}</p>
          </div>
        )}
        <p className="mt-8 text-xs text-ink-muted">{note}</p>
      </Card>
    </Section>
  );
}
