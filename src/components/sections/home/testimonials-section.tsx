import type { ReactNode } from "react";
import { Section } from "../../ui/section";

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
    <Section
      spacing="band"
      heading={{ id: "testimonials-title", title: section.title, description: section.description }}
    >
      {children}
      <p className="mt-8 text-center text-xs text-ink-muted">{section.note}</p>
    </Section>
  );
}
