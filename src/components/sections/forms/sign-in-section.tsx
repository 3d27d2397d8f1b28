import type { ReactNode } from "react";
import type { PageInfo } from "../../../content/pages";
import type { SignInCopy } from "../../../shared/forms";
import { LogoLink } from "../../layout/logo-link";
import { Card } from "../../ui/card";
import { Section } from "../../ui/section";

/** The sign-in card: logo link, title, 'Welcome back' and the form (`children`, its own island). */
export function SignInSection({
  page,
  copy,
  children,
}: {
  page: Pick<PageInfo, "title" | "description">;
  copy: SignInCopy;
  children: ReactNode;
}) {
  return (
    <Section width="card" top="hero">
      <Card padding="lg">
        <LogoLink place="sign-in" className="mx-auto w-fit" />
        <h1 className="mt-6 text-center text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
          {page.title}
        </h1>
        <h2 className="mt-6 text-lg font-semibold text-ink">{copy.heading}</h2>
        <p className="mb-6 mt-1 text-sm text-ink-muted">{page.description}</p>
        {children}
      </Card>
    </Section>
  );
}
