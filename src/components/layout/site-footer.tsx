import { Icon } from "../ui/icon";
import {
  footerBottomLinks,
  footerSections,
  layoutLabels,
  socialProfiles,
} from "../../content/navigation";
import { addressLine, emailHref, phoneHref, site } from "../../shared/site";
import { cn } from "../../lib/utils";
import { containerVariants } from "../ui/section";
import { LogoLink } from "./logo-link";
import { fill } from "../../shared/fill";

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-24 border-t border-line bg-surface/80 backdrop-blur-sm">
      <div
        className={cn(containerVariants(), "grid gap-12 py-14 lg:grid-cols-[1.4fr_repeat(4,1fr)]")}
      >
        <div className="grid content-start gap-4">
          <LogoLink place="footer" />
          <p className="max-w-xs text-sm leading-relaxed text-ink-muted">{site.tagline}</p>
          <address className="grid gap-2 text-sm not-italic text-ink-soft">
            <span className="flex items-start gap-2">
              <Icon
                name="map-pin"
                className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-400"
              />
              {addressLine}
            </span>
            <a href={phoneHref} className="flex items-center gap-2 hover:text-accent">
              <Icon name="phone" className="size-4 shrink-0 text-brand-600 dark:text-brand-400" />
              {site.phone}
            </a>
            <a href={emailHref} className="flex items-center gap-2 hover:text-accent">
              <Icon name="mail" className="size-4 shrink-0 text-brand-600 dark:text-brand-400" />
              {site.email}
            </a>
          </address>
        </div>
        {footerSections.map((section) => (
          <nav key={section.title} aria-label={section.title}>
            <h2 className="text-sm font-semibold text-ink">{section.title}</h2>
            <ul className="mt-4 grid gap-3">
              {section.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="text-sm text-ink-muted hover:text-accent">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-line">
        {/* Right padding from md up keeps the social icons clear of the fixed scroll-to-top button. */}
        <div
          className={cn(
            containerVariants(),
            "flex flex-col items-center justify-between gap-4 py-6 text-sm text-ink-muted md:flex-row md:pr-20 lg:pr-24",
          )}
        >
          <p>{fill(layoutLabels.copyright, { year, name: site.name })}</p>
          <ul className="flex items-center gap-5" aria-label={layoutLabels.footerLegal}>
            {footerBottomLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="hover:text-accent">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <ul className="flex items-center gap-3" aria-label={layoutLabels.footerSocial}>
            {socialProfiles.map((profile) => (
              <li
                key={profile.icon}
                className="grid size-9 place-items-center rounded-full bg-slate-100 dark:bg-slate-800"
              >
                <Icon brand={profile.icon} glyph size={18} alt={profile.label} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
