import { plans, type PlanId, type PlanLimits } from "./plans";

/** One row of the Free / Pro / Enterprise comparison: text, or true/false for included or not. */
export interface ComparisonRow {
  feature: string;
  free: string | boolean;
  pro: string | boolean;
  enterprise: string | boolean;
}

const limitRows: { feature: string; key: keyof PlanLimits; strip: RegExp }[] = [
  { feature: "Workflows", key: "workflows", strip: / workflows?$/ },
  { feature: "Automations per month", key: "automations", strip: / automations( per month)?$/ },
  { feature: "Integrations", key: "integrations", strip: / integrations?$/ },
  { feature: "Team members", key: "teamMembers", strip: / team members?$/ },
];

const byId = (id: PlanId) => plans.find((plan) => plan.id === id)!;

/** The plan limits, read from the plans so the table and the cards cannot disagree. */
const derivedRows: ComparisonRow[] = limitRows.map(({ feature, key, strip }) => {
  const value = (id: PlanId) => byId(id).limits[key].replace(strip, "");
  return { feature, free: value("free"), pro: value("pro"), enterprise: value("enterprise") };
});

export const comparisonRows: ComparisonRow[] = [
  {
    feature: "Price",
    free: "$0",
    pro: `$${byId("pro").price!.monthly}/month or $${byId("pro").price!.annual}/month billed annually`,
    enterprise: "Custom",
  },
  ...derivedRows,
  { feature: "AI chatbot", free: true, pro: true, enterprise: true },
  { feature: "Workflow automation", free: true, pro: true, enterprise: true },
  { feature: "eCommerce automation", free: false, pro: true, enterprise: true },
  { feature: "Analytics dashboard", free: "Basic", pro: "Advanced", enterprise: "Custom reports" },
  { feature: "Human handover", free: false, pro: true, enterprise: true },
  { feature: "A/B testing", free: false, pro: true, enterprise: true },
  { feature: "Multi-factor authentication", free: true, pro: true, enterprise: true },
  { feature: "Role-based access", free: false, pro: true, enterprise: true },
  { feature: "SSO and audit logs", free: false, pro: false, enterprise: true },
  { feature: "Dedicated infrastructure", free: false, pro: false, enterprise: true },
  {
    feature: "Support",
    free: "Email",
    pro: "Priority email",
    enterprise: "24/7 incident on-call and a named engineer",
  },
];

/** The table's plan columns, in order. */
export const comparisonColumns = [
  { key: "free", label: "Free" },
  { key: "pro", label: "Pro" },
  { key: "enterprise", label: "Enterprise" },
] as const satisfies readonly { key: keyof Omit<ComparisonRow, "feature">; label: string }[];

export const comparisonCopy = {
  title: "Compare Plans",
  highlight: "Plans",
  description:
    "Every plan includes AI chatbots and workflow automation. Here is what changes as you grow.",
  caption: "Features included in the Free, Pro and Enterprise plans",
  featureHeader: "Feature",
  included: "Included",
  notIncluded: "Not included",
} as const;
