import type { ReactNode } from "react";
import { Reveal } from "../../layout/reveal";

/**
 * The testimonials section: heading and description over the carousel (the island, `children`),
 * and the note that labels the stories as illustrative.
 */
export function TestimonialsSection({
  section,
  children,
}: {
  section: { title: string; description: string; note: string };
  children?: ReactNode;
}) {
  return (
    <Reveal
      aria-labelledby="testimonials-title"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20"
    >
      <h2
        id="testimonials-title"
        className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
      >
        {section.title}
      </h2>
      <p className="mx-auto mt-4 max-w-3xl text-center text-lg text-slate-600">
        {section.description}
      </p>
      {children}
      <p className="mt-8 text-center text-xs text-slate-600">{section.note}</p>
    </Reveal>
  );
}
