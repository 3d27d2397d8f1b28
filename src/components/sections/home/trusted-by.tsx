import type { TrustedCompany } from "../../../content/home";
import { illustrativeMark } from "../../../lib/illustrative";
import { Section } from "../../ui/section";

/** A strip of fictional companies (abstract mark and name), labelled as an illustration. */
export function TrustedBy({
  title,
  note,
  companies,
  illustrative,
}: {
  title: string;
  note: string;
  companies: TrustedCompany[];
  /** The companies are fictional (content/home.ts trustedBy). */
  illustrative?: boolean;
}) {
  return (
    <Section labelledBy="trusted-title" spacing="band-sm">
      <h2
        id="trusted-title"
        className="text-center text-sm font-semibold uppercase tracking-wider text-ink-muted"
      >
        {title}
      </h2>
      <ul
        {...illustrativeMark({ illustrative })}
        className="mt-8 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-6"
      >
        {companies.map((company) => (
          <li key={company.name} className="flex items-center justify-center gap-2">
            <img src={company.logo} alt="" width={32} height={32} loading="lazy" />
            <span className="text-sm font-semibold text-ink-soft">{company.name}</span>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-xs text-ink-muted">{note}</p>
    </Section>
  );
}
