import { CheckList } from "../../ui/check-list";
import type { Plan, pricingCopy } from "../../../content/plans";
import { annualTotal, formatUsd, pricePerMonth } from "../../../shared/pricing";
import { cn } from "../../../lib/utils";
import { Badge } from "../../ui/badge";
import { buttonVariants } from "../../ui/button";
import { Card } from "../../ui/card";
import { fill } from "../../../shared/fill";

type Copy = typeof pricingCopy;

/*
 * Both billing periods are in the markup; the billing switch around them (BillingSwitch, the
 * `group`) shows one: annual while it is checked, monthly once it is not.
 */
const annualOnly = "group-has-[[role=switch]:not(:checked)]:hidden";
const monthlyOnly = "hidden group-has-[[role=switch]:not(:checked)]:block";

interface PriceProps {
  amount: number;
  per: string;
  note: string;
  className?: string;
}

function Price({ amount, per, note, className }: PriceProps) {
  return (
    <div className={className}>
      <p className="flex items-baseline gap-1">
        <span className="text-4xl font-extrabold text-ink">{formatUsd(amount)}</span>
        <span className="text-ink-muted">{per}</span>
      </p>
      <p className="mt-2 text-sm text-ink-muted">{note}</p>
    </div>
  );
}

function PlanPrice({ plan, copy }: { plan: Plan; copy: Copy }) {
  if (!plan.price) {
    return (
      <div className="mt-6">
        <p className="text-4xl font-extrabold text-ink">{copy.customPrice}</p>
        <p className="mt-2 text-sm text-ink-muted">{copy.customNote}</p>
      </div>
    );
  }
  const { monthly } = plan.price;
  if (monthly === 0)
    return <Price amount={0} per={copy.perMonth} note={copy.free} className="mt-6" />;
  return (
    <div className="mt-6">
      <Price
        amount={pricePerMonth(monthly, "annual")}
        per={copy.perMonth}
        note={fill(copy.billedAnnually, { total: formatUsd(annualTotal(monthly)) })}
        className={annualOnly}
      />
      <Price
        amount={pricePerMonth(monthly, "monthly")}
        per={copy.perMonth}
        note={copy.billedMonthly}
        className={monthlyOnly}
      />
    </div>
  );
}

/** The three plan cards (static, inside the BillingSwitch island), Pro highlighted as the most popular. */
export function PlanCards({ plans, copy }: { plans: Plan[]; copy: Copy }) {
  return (
    <div className="mt-12 grid gap-8 lg:grid-cols-3">
      {plans.map((plan) => (
        <Card
          as="article"
          key={plan.id}
          aria-labelledby={`plan-${plan.id}`}
          tone={plan.highlight ? "featured" : "solid"}
          radius="lg"
          padding="lg"
          className="relative flex flex-col"
        >
          {plan.highlight ? (
            <Badge variant="solid" className="absolute -top-3 left-8">
              {copy.popularBadge}
            </Badge>
          ) : null}
          <h2 id={`plan-${plan.id}`} className="text-xl font-bold text-ink">
            {plan.name}
          </h2>
          <p className="mt-2 text-sm text-ink-muted">{plan.description}</p>
          <PlanPrice plan={plan} copy={copy} />
          <CheckList
            items={[...Object.values(plan.limits), ...plan.extras]}
            className="mt-8 flex-1 content-start text-sm"
          />
          <a
            href={plan.cta.href}
            className={cn(
              "mt-8 w-full",
              buttonVariants({ variant: plan.highlight ? "gradient" : "outline" }),
            )}
          >
            {plan.cta.label}
            <span className="sr-only"> {fill(copy.planName, { plan: plan.name })}</span>
          </a>
        </Card>
      ))}
    </div>
  );
}
