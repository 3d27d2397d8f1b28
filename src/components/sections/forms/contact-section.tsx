import type { ReactNode } from "react";
import type { ContactCopy } from "../../../shared/forms";
import type { ContactDetails } from "../../../lib/contact-details";
import { Card } from "../../ui/card";
import { Section } from "../../ui/section";

function InfoItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-l-2 border-brand-200 dark:border-brand-400/40 pl-4">
      <dt className="text-sm font-semibold text-ink">{term}</dt>
      <dd className="mt-1 text-sm leading-relaxed text-ink-soft">{children}</dd>
    </div>
  );
}

const linkClasses = "font-medium text-accent underline-offset-4 hover:underline";

/**
 * Contact information from the site config beside the message form. Static: the form (`children`)
 * is its own island (ContactForm).
 */
export function ContactSection({
  copy,
  details,
  children,
}: {
  copy: ContactCopy;
  details: ContactDetails;
  children: ReactNode;
}) {
  return (
    <Section
      aria-label={copy.formTitle}
      width="wide"
      spacing="xl"
      containerClassName="grid gap-8 lg:grid-cols-5"
    >
      <Card className="lg:col-span-2">
        <h2 id="contact-information" className="text-lg font-semibold text-ink">
          {copy.infoTitle}
        </h2>
        <dl className="mt-6 grid gap-6">
          <InfoItem term={copy.address}>
            <address className="not-italic">{details.address}</address>
          </InfoItem>
          <InfoItem term={copy.phone}>
            <a href={details.phoneHref} className={linkClasses}>
              {details.phone}
            </a>
          </InfoItem>
          <InfoItem term={copy.email}>
            <a href={details.emailHref} className={linkClasses}>
              {details.email}
            </a>
          </InfoItem>
          <InfoItem term={copy.hours}>
            <ul>
              {details.hours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className="mt-1">{details.timeZone}</p>
          </InfoItem>
        </dl>
      </Card>
      <Card padding="responsive" className="lg:col-span-3">
        <h2 id="message-form" className="mb-6 text-lg font-semibold text-ink">
          {copy.formTitle}
        </h2>
        {children}
      </Card>
    </Section>
  );
}
