import { Icon } from "../../ui/icon";
import { CheckList } from "../../ui/check-list";
import type { CoreCapability } from "../../../content/feature-cards";
import { cn } from "../../../lib/utils";
import { buttonVariants } from "../../ui/button";
import { CardImage } from "../../ui/card";
import { Section } from "../../ui/section";

/** The three core capabilities, each an anchor the menus link to (#ai-chatbots, ...). */
export function CoreCapabilities({
  heading,
  capabilities,
}: {
  heading: { title: string; highlight?: string; description?: string };
  capabilities: CoreCapability[];
}) {
  return (
    <Section spacing="band" heading={{ id: "core-capabilities", ...heading }}>
      <div className="mt-16 space-y-24">
        {capabilities.map((capability, index) => {
          return (
            <article
              key={capability.id}
              id={capability.id}
              aria-labelledby={`${capability.id}-title`}
              className="grid scroll-mt-28 items-center gap-10 lg:grid-cols-2 lg:gap-16"
            >
              <div className={cn(index % 2 === 1 && "lg:order-2")}>
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white">
                  <Icon name={capability.icon} className="size-6" />
                </span>
                <h3
                  id={`${capability.id}-title`}
                  className="mt-5 text-2xl font-bold text-ink sm:text-3xl"
                >
                  {capability.title}
                </h3>
                <p className="mt-4 text-lg leading-relaxed text-ink-muted">
                  {capability.description}
                </p>
                <CheckList items={capability.points} className="mt-6" />
                <a
                  href={capability.link.href}
                  className={buttonVariants({ variant: "secondary", className: "mt-8" })}
                >
                  {capability.link.label}
                  <Icon name="arrow-right" />
                </a>
              </div>
              <CardImage
                src={capability.image.src}
                alt={capability.image.alt}
                width={560}
                height={420}
                loading={index === 0 ? "eager" : "lazy"}
              />
            </article>
          );
        })}
      </div>
    </Section>
  );
}
