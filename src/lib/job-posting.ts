import type { JobOpening } from "../content/jobs";
import { absoluteUrl, site } from "../shared/site";
import type { JsonLd } from "./seo";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const htmlList = (title: string, items: string[]) =>
  `<h3>${escapeHtml(title)}</h3><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;

/** schema.org JobPosting with the fields Google's job search requires, plus remote-work details. */
export function jobPostingJsonLd(job: JobOpening, benefits: { title: string }[]): JsonLd {
  const remote = job.remoteCountries.length > 0;
  return {
    "@type": "JobPosting",
    title: job.title,
    description:
      `<p>${escapeHtml(job.description)}</p>` +
      htmlList("Responsibilities", job.responsibilities) +
      htmlList("Requirements", job.requirements) +
      htmlList(
        "What we offer",
        benefits.map((benefit) => benefit.title),
      ),
    identifier: { "@type": "PropertyValue", name: site.name, value: job.slug },
    datePosted: job.datePosted,
    validThrough: `${job.validThrough}T23:59:59Z`,
    employmentType: "FULL_TIME",
    hiringOrganization: {
      "@type": "Organization",
      "@id": absoluteUrl("/#organization"),
      name: site.name,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl(site.logoPath),
    },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", ...job.office },
    },
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: job.remoteCountries.map((country) => ({
            "@type": "Country",
            name: country,
          })),
        }
      : {}),
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "USD",
      value: {
        "@type": "QuantitativeValue",
        minValue: job.salary.min,
        maxValue: job.salary.max,
        unitText: "YEAR",
      },
    },
    directApply: false,
    url: absoluteUrl(`/careers/${job.slug}`),
  };
}
