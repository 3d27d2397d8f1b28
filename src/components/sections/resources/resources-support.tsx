import { Icon } from "../../ui/icon";
import type { resourcesSupport } from "../../../content/resources";
import { buttonVariants } from "../../ui/button";
import { Card } from "../../ui/card";
import { Section } from "../../ui/section";
import { SubHeading } from "../../ui/sub-heading";

/** 'Need more help?': contact support or join the community. */
export function ResourcesSupport({ content }: { content: typeof resourcesSupport }) {
  return (
    <Section labelledBy="support-title" spacing="xl">
      <Card
        tone="brand"
        radius="lg"
        padding="empty"
        className="flex flex-col items-center gap-6 text-center"
      >
        <Icon name="life-buoy" className="size-10 text-accent" />
        <div>
          <SubHeading id="support-title">{content.title}</SubHeading>
          <p className="mx-auto mt-2 max-w-2xl text-ink-soft">{content.description}</p>
        </div>
        <div className="flex flex-wrap justify-center gap-3">
          <a href={content.contact.href} className={buttonVariants({ variant: "gradient" })}>
            {content.contact.label}
          </a>
          <a href={content.community.href} className={buttonVariants({ variant: "outline" })}>
            {content.community.label}
          </a>
        </div>
      </Card>
    </Section>
  );
}
