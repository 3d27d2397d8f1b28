/**
 * The facts the assistant states, generated at build time from the same modules that render the
 * pages: plans, the comparison table, pricing arithmetic, the trial, the catalogue, contact details,
 * jobs, the API's rate limits and the legal pages' payment and retention terms. Nothing here types a
 * price, a limit or a term: each fact is worded by src/content/assistant.ts's templates from the
 * module's values, and names the page (and anchor) that shows it. The claims test
 * (server/assistant/claims.build.test.ts) checks every value against that page's built HTML.
 *
 * Loaded through Vite (src/content imports without extensions), by build-tools/assistant-knowledge.ts.
 */
import fs from "node:fs";
import path from "node:path";
import type { FactSpec } from "../server/assistant/knowledge.ts";
import { assistantCopy } from "../src/content/assistant.ts";
import { apiTabs } from "../src/content/api-reference.ts";
import { openingsTitle } from "../src/content/benefits.ts";
import { comparisonColumns, comparisonCopy, comparisonRows } from "../src/content/comparison.ts";
import { integrationCategories, integrations } from "../src/content/integrations.ts";
import { jobs } from "../src/content/jobs.ts";
import { plans, pricingCopy } from "../src/content/plans.ts";
import { openingHours } from "../src/lib/contact-details.ts";
import { fillLegal } from "../src/lib/legal.ts";
import { slugify } from "../src/lib/slug.ts";
import { sentences } from "../server/assistant/text.ts";
import {
  annualSaving,
  annualSavingPercent,
  annualTotal,
  formatSalaryBand,
  formatUsd,
  monthlyBillingTotal,
} from "../src/shared/pricing.ts";
import { addressLine, site } from "../src/shared/site.ts";
import { contactCopy } from "../src/shared/forms.ts";
import { freeTrial } from "../src/shared/trial.ts";

const words = assistantCopy.facts;

/** "{plan} is {price}" with the values filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    const value = values[key];
    if (value === undefined)
      throw new Error(`assistant facts: no value for ${match} in "${template}"`);
    return String(value);
  });
}

/** "All 37 integrations" → "all 37 integrations" inside a sentence (a leading capital only). */
const inSentence = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;

/** "A, B and C". */
const list = (items: readonly string[]) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

const PRICE_WORDS = ["price", "cost", "how much", "pricing", "pay", "charge", "fee", "expensive"];
const ANNUAL_WORDS = ["annual", "annually", "yearly", "per year", "a year", "year"];
const MONTHLY_WORDS = ["monthly", "per month", "month to month", "month-to-month"];

/** The subjects that name each plan. */
const planSubjects = (name: string) => {
  const lower = name.toLowerCase();
  return [`${lower} plan`, `${lower} tier`, lower, ...(lower === "pro" ? ["professional"] : [])];
};

function planFacts(): FactSpec[] {
  const facts: FactSpec[] = [
    {
      // Stated when a question names a plan the site does not have (server/assistant/answer.ts),
      // never matched by a question's words: its qualifier list is empty and required.
      kind: "feature",
      id: "plan.list",
      subjects: plans.map((plan) => `${plan.name.toLowerCase()} plan`),
      attributes: [],
      qualifiers: [],
      requireQualifier: true,
      statement: fill(words.planList, { names: list(plans.map((plan) => plan.name)) }),
      values: plans.map((plan) => plan.name),
      page: "/pricing",
    },
  ];
  for (const plan of plans) {
    const at = { page: "/pricing", heading: plan.name };
    const subjects = planSubjects(plan.name);
    const excludes = plan.id === "free" ? ["trial"] : [];
    const base = { kind: "price" as const, plan: plan.id, subjects, excludes, ...at };
    if (plan.price === null) {
      facts.push({
        ...base,
        id: `plan.${plan.id}.price`,
        attributes: PRICE_WORDS,
        statement: fill(words.planCustom, {
          plan: plan.name,
          custom: pricingCopy.customPrice,
          customNote: inSentence(pricingCopy.customNote),
        }),
        values: [pricingCopy.customPrice],
      });
    } else if (plan.price.monthly === 0) {
      facts.push({
        ...base,
        id: `plan.${plan.id}.price`,
        attributes: PRICE_WORDS,
        statement: fill(words.planFree, {
          plan: plan.name,
          monthly: formatUsd(plan.price.monthly),
          free: inSentence(pricingCopy.free),
        }),
        values: [formatUsd(plan.price.monthly), pricingCopy.free],
      });
    } else {
      const { monthly, annual } = plan.price;
      const values = {
        plan: plan.name,
        monthly: formatUsd(monthly),
        annual: formatUsd(annual),
        annualTotal: formatUsd(annualTotal(monthly)),
        monthlyTotal: formatUsd(monthlyBillingTotal(monthly)),
        saving: formatUsd(annualSaving(monthly)),
        percent: annualSavingPercent(monthly),
      };
      facts.push(
        {
          ...base,
          id: `plan.${plan.id}.price`,
          attributes: PRICE_WORDS,
          statement: fill(words.planPrice, values),
          values: [values.monthly, values.annual, values.annualTotal],
        },
        {
          ...base,
          id: `plan.${plan.id}.price.annual`,
          attributes: [...PRICE_WORDS, "billed"],
          qualifiers: ANNUAL_WORDS,
          requireQualifier: true,
          statement: fill(words.planAnnual, values),
          values: [values.annual, values.annualTotal],
        },
        {
          ...base,
          id: `plan.${plan.id}.price.monthly`,
          attributes: [...PRICE_WORDS, "billed"],
          qualifiers: MONTHLY_WORDS,
          requireQualifier: true,
          statement: fill(words.planMonthly, values),
          values: [values.monthly, values.monthlyTotal],
        },
        {
          ...base,
          id: `plan.${plan.id}.annual-saving`,
          subjects: [
            ...subjects,
            "annual billing",
            "billed annually",
            "annual",
            "annually",
            "yearly",
            "per year",
          ],
          attributes: ["save", "saving", "savings", "discount", "cheaper", "difference"],
          statement: fill(words.annualSaving, values),
          values: [values.saving, `${values.percent}%`],
          page: "/pricing",
          heading: pricingCopy.faqTitle,
        },
      );
    }
    const limitWords: Record<keyof typeof plan.limits, string[]> = {
      workflows: ["workflow", "workflows", "how many workflows"],
      automations: ["automation", "automations", "runs", "executions", "tasks"],
      integrations: ["integration", "integrations", "apps", "connectors", "tools"],
      teamMembers: [
        "team member",
        "team members",
        "seat",
        "seats",
        "user",
        "users",
        "people",
        "members",
      ],
    };
    for (const [key, phrases] of Object.entries(limitWords) as [
      keyof typeof plan.limits,
      string[],
    ][]) {
      facts.push({
        kind: "limit",
        plan: plan.id,
        id: `plan.${plan.id}.${key}`,
        subjects,
        excludes,
        attributes: phrases,
        statement: fill(words.planLimit, { plan: plan.name, limit: inSentence(plan.limits[key]) }),
        values: [plan.limits[key]],
        ...at,
      });
    }
    facts.push({
      kind: "feature",
      plan: plan.id,
      id: `plan.${plan.id}.extras`,
      subjects,
      excludes,
      attributes: [
        "extras",
        "features",
        "what else",
        "what do i get",
        "included",
        "includes",
        "what comes with",
      ],
      statement: fill(words.planExtras, {
        plan: plan.name,
        extras: list(plan.extras.map(inSentence)),
      }),
      values: plan.extras,
      ...at,
    });
  }
  return facts;
}

/** What each comparison row is called by visitors, beyond its own words. */
const comparisonAliases: Record<string, string[]> = {
  "Multi-factor authentication": ["mfa", "2fa", "two-factor", "two factor", "multi-factor"],
  "SSO and audit logs": [
    "sso",
    "single sign-on",
    "single sign on",
    "saml",
    "audit log",
    "audit logs",
    "audit trail",
  ],
  "Role-based access": ["roles", "permissions", "rbac", "role based access"],
  "Human handover": [
    "handover",
    "handoff",
    "hand over",
    "live agent",
    "human agent",
    "escalate to a human",
    "live chat",
  ],
  "A/B testing": ["a/b test", "ab test", "split test", "experiment"],
  "Analytics dashboard": ["analytics", "reports", "reporting", "dashboard"],
  "eCommerce automation": ["ecommerce", "e-commerce", "shop automation", "store automation"],
  "Dedicated infrastructure": [
    "dedicated infrastructure",
    "dedicated server",
    "single tenant",
    "private deployment",
  ],
  Support: ["support level", "customer support", "priority support", "support options"],
  "Workflow automation": ["workflow automation"],
  "AI chatbot": ["ai chatbot", "chatbot"],
};

function comparisonFacts(): FactSpec[] {
  return comparisonRows
    .filter((row) => comparisonAliases[row.feature])
    .map((row) => {
      const cells = comparisonColumns.map(({ key, label }) => {
        const value = row[key];
        const text =
          value === true ? words.included : value === false ? words.notIncluded : inSentence(value);
        return fill(words.comparisonValue, { value: text, plan: label });
      });
      const shown = comparisonColumns
        .map(({ key }) => row[key])
        .filter((value): value is string => typeof value === "string");
      return {
        kind: "feature" as const,
        id: `comparison.${slugify(row.feature)}`,
        // "Support" alone is any question's word ("is Notion supported"): that row goes by its aliases.
        subjects: [
          ...(row.feature === "Support" ? [] : [row.feature.toLowerCase()]),
          ...comparisonAliases[row.feature]!,
        ],
        // Asked of a plan: "Which plan has SSO?", "Is A/B testing on Free?", "Do you support 2FA?"
        attributes: [
          "plan",
          "plans",
          "tier",
          "free",
          "pro",
          "enterprise",
          "include",
          "included",
          "available",
          "support",
          "offer",
          "have",
          "get",
          "come with",
        ],
        statement: fill(words.comparison, { feature: row.feature, values: list(cells) }),
        values: [row.feature, ...shown],
        page: "/features",
        heading: comparisonCopy.title,
      };
    });
}

function trialFacts(): FactSpec[] {
  return [
    {
      kind: "trial",
      id: "trial",
      subjects: ["free trial", "trial", "try it", "try for free", "test it"],
      attributes: [],
      statement: fill(words.trial, {
        summary: freeTrial.summary,
        howItStarts: freeTrial.howItStarts,
      }),
      values: [
        `${freeTrial.days}-day free trial of the ${freeTrial.plan} plan`,
        "no credit card required",
      ],
      page: "/pricing",
      heading: pricingCopy.faqTitle,
    },
  ];
}

/**
 * Categories a visitor may name on their own ("Which CRMs do you support?"): names and acronyms
 * that mean nothing else on the site. The others ("email", "storage", "automation") are common
 * words of other facts, so only "email tools", "email integrations" and the like name them.
 */
const BARE_CATEGORIES = new Set(["CRM", "CMS", "DevOps", "Atlassian", "Microsoft", "Google"]);

/** Each category of the catalogue's filter, for "which" questions: the integrations in it. */
function integrationCategoryFacts(): FactSpec[] {
  return integrationCategories
    .filter((category) => category !== "Popular")
    .map((category) => {
      const members = integrations.filter((i) => i.categories.includes(category));
      const word = category.toLowerCase();
      return {
        kind: "integration" as const,
        id: `integration.category.${slugify(category)}`,
        subjects: [
          ...["integrations", "integration", "tools", "apps", "software", "platforms"].map(
            (noun) => `${word} ${noun}`,
          ),
          ...(BARE_CATEGORIES.has(category) ? [word, `${word}s`] : []),
        ],
        attributes: ["which", "what", "list", "all", "options", "name"],
        statement: fill(words.integrationCategory, {
          category,
          names: list(members.map((i) => i.name)),
        }),
        values: members.map((i) => i.name),
        page: "/integrations",
        // Cited at the first of them: the catalogue's filter is no section of its own.
        heading: members[0]!.name,
      };
    });
}

function integrationFacts(): FactSpec[] {
  const count = integrations.length;
  return [
    ...integrations.map((integration) => ({
      kind: "integration" as const,
      id: `integration.${integration.slug}`,
      subjects: [
        integration.name.toLowerCase(),
        ...(integration.slug.includes("-") ? [integration.slug.replace(/-/g, " ")] : []),
      ],
      attributes: [
        "integrate",
        "integration",
        "connect",
        "support",
        "work with",
        "works with",
        "sync",
        "hook up",
        "compatible",
        "include",
        "use",
        "with",
      ],
      statement: fill(words.integration, {
        name: integration.name,
        count,
        categories: integration.categories.join(", "),
        description: integration.description,
      }),
      values: [integration.description, integration.name],
      page: "/integrations",
      heading: integration.name,
    })),
    {
      kind: "integration" as const,
      id: "integration.count",
      // "How many integrations on Pro?" asks for the plan's limit.
      excludes: ["free", "pro", "enterprise", "plan", "tier"],
      subjects: ["integrations", "integration", "catalogue", "catalog", "apps", "tools"],
      attributes: ["how many", "number", "list", "which", "what", "all", "count"],
      statement: fill(words.integrationCount, {
        count,
        names: list(integrations.map((i) => i.name)),
      }),
      values: integrations.map((i) => i.name),
      page: "/integrations",
    },
    ...integrationCategoryFacts(),
  ];
}

function contactFacts(): FactSpec[] {
  const at = { page: "/contact", heading: contactCopy.infoTitle };
  const kind = "contact" as const;
  return [
    {
      kind,
      id: "contact.phone",
      subjects: ["phone", "telephone", "call", "phone number", "number to call"],
      attributes: [],
      statement: fill(words.phone, { phone: site.phone }),
      values: [site.phone],
      ...at,
    },
    {
      kind,
      id: "contact.email",
      subjects: ["email", "e-mail", "email address", "mail"],
      attributes: [],
      statement: fill(words.email, { email: site.email }),
      values: [site.email],
      ...at,
    },
    {
      kind,
      id: "contact.address",
      subjects: [
        "address",
        "office",
        "located",
        "location",
        "headquarters",
        "based",
        "where are you",
      ],
      attributes: [],
      excludes: ["data", "stored", "job", "remote", "work from", "position", "role"],
      statement: fill(words.address, { address: addressLine }),
      values: [addressLine],
      ...at,
    },
    {
      kind,
      id: "contact.hours",
      subjects: [
        "hours",
        "business hours",
        "opening hours",
        "open",
        "office hours",
        "when can i call",
        "available",
        "weekend",
        "saturday",
        "sunday",
        "time zone",
        "timezone",
      ],
      attributes: [],
      excludes: [
        "api",
        "support 24/7",
        "job",
        "jobs",
        "position",
        "positions",
        "role",
        "roles",
        "hiring",
        "source",
      ],
      statement: fill(words.hours, { hours: list(openingHours()), timeZone: site.timeZone.label }),
      values: [...openingHours(), site.timeZone.label],
      ...at,
    },
  ];
}

function jobFacts(): FactSpec[] {
  return [
    ...jobs.map((job) => ({
      kind: "job" as const,
      id: `job.${job.slug}`,
      subjects: [
        job.title.toLowerCase(),
        job.title.toLowerCase().replace(/ engineer$| manager$| designer$/, ""),
      ],
      attributes: [
        "salary",
        "pay",
        "compensation",
        "location",
        "where",
        "remote",
        "role",
        "job",
        "position",
        "opening",
        "hiring",
        "located",
        "based",
        "apply",
      ],
      statement: fill(words.job, {
        title: job.title,
        type: job.type,
        location: job.location,
        department: job.department,
        salary: formatSalaryBand(job.salary),
      }),
      values: [job.title, job.location, formatSalaryBand(job.salary)],
      page: `/careers/${job.slug}`,
    })),
    {
      kind: "job" as const,
      id: "job.list",
      subjects: [
        "jobs",
        "job",
        "positions",
        "position",
        "openings",
        "opening",
        "vacancies",
        "roles",
        "hiring",
        "careers",
        "work for you",
        "work at automatica",
      ],
      attributes: [],
      statement: fill(words.jobList, {
        count: jobs.length,
        titles: list(jobs.map((job) => job.title)),
      }),
      values: jobs.map((job) => job.title),
      page: "/careers",
      heading: openingsTitle,
    },
  ];
}

function rateLimitFacts(): FactSpec[] {
  const block = apiTabs.flatMap((tab) => tab.blocks).find((b) => b.id === "rate-limits");
  if (!block) throw new Error("assistant facts: the API reference has no rate-limits block");
  const rows = [...block.body.matchAll(/^\|\s*([^|]+?)\s*\|\s*([^|]+?)\s*\|$/gm)]
    .map(([, plan, value]) => ({ plan: plan!, value: value! }))
    .filter(({ plan, value }) => !/^-+$/.test(plan) && !/requests/i.test(value));
  if (rows.length < 3) throw new Error("assistant facts: the rate-limit table has changed shape");
  return rows.map(({ plan, value }) => ({
    kind: "rate-limit" as const,
    id: `rate-limit.${slugify(plan)}`,
    plan: plans.find((p) => p.name === plan)?.id,
    subjects: planSubjects(plan),
    attributes: [
      "rate limit",
      "requests per minute",
      "requests a minute",
      "request limit",
      "api limit",
      "throttle",
      "throttling",
      "how many requests",
      "api calls",
      "calls per minute",
      "429",
    ],
    statement: /^\d[\d,]*$/.test(value)
      ? fill(words.rateLimit, { value, plan })
      : fill(words.rateLimitCustom, { value: inSentence(value), plan }),
    values: [value],
    page: "/api",
    heading: block.heading,
  }));
}

/** Markdown inline formatting off: links keep their text, emphasis goes. */
const plainMarkdown = (text: string) =>
  text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/\*\*|__|`/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** The Markdown of one `## heading` section of a legal page. */
function legalSection(slug: string, heading: string): string {
  const source = fillLegal(
    fs.readFileSync(path.resolve("src/content/legal", `${slug}.md`), "utf8"),
  );
  const start = source.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`assistant facts: ${slug}.md has no section "${heading}"`);
  const rest = source.slice(start + heading.length + 5);
  const end = rest.search(/\n## /);
  return end < 0 ? rest : rest.slice(0, end);
}

/** "- **Label:** text" and "- **Label.** text" items of a legal section. */
function legalItems(slug: string, heading: string) {
  return [...legalSection(slug, heading).matchAll(/^- \*\*(.+?)[:.]\*\*\s*(.+)$/gm)].map(
    ([, label, text]) => ({
      label: label!,
      text: plainMarkdown(text!),
    }),
  );
}

/** The first sentences of a legal section's first paragraph. */
function legalOpening(slug: string, heading: string, count: number): string {
  const paragraph = legalSection(slug, heading)
    .trim()
    .split(/\n\s*\n/)[0]!;
  return sentences(plainMarkdown(paragraph)).slice(0, count).join(" ");
}

/** Visitors' words for the legal terms, by label. */
const legalAliases: Record<
  string,
  { subjects: string[]; attributes?: string[]; excludes?: string[] }
> = {
  "Account and customer content": {
    subjects: [
      "account data",
      "customer content",
      "my data after",
      "close my account",
      "account closes",
      "account content",
    ],
  },
  "Chatbot conversation logs": {
    subjects: [
      "conversation logs",
      "chat logs",
      "chatbot conversations",
      "conversation history",
      "transcripts",
      "chat history",
    ],
  },
  "Billing records": { subjects: ["billing records", "invoices", "billing data"] },
  "Website request logs": {
    subjects: ["request logs", "server logs", "website logs", "access logs", "ip address"],
  },
  "Form submissions judged to be spam": { subjects: ["spam"] },
  "Questions asked of Ask Automatica": {
    subjects: [
      "ask automatica",
      "my questions",
      "questions i ask",
      "questions you store",
      "this assistant",
      "the assistant",
      "assistant questions",
    ],
  },
  "Support correspondence, and what you send through this website's forms": {
    subjects: [
      "form submissions",
      "support correspondence",
      "support emails",
      "contact form",
      "enquiries",
    ],
  },
  Subscriptions: {
    subjects: ["subscription renew", "auto renew", "renewal", "renews", "billed in advance"],
  },
  Currency: { subjects: ["currency", "dollars", "usd", "euros", "euro", "pounds"] },
  "Payment methods": {
    excludes: ["trial"],
    subjects: [
      "payment methods",
      "payment method",
      "credit card",
      "paypal",
      "visa",
      "mastercard",
      "american express",
      "amex",
      "bank transfer",
      "pay by card",
    ],
  },
  "Usage limits": {
    excludes: ["rate", "api", "request", "requests"],
    subjects: [
      "over the limit",
      "over a limit",
      "exceed",
      "go over",
      "overage",
      "usage limit",
      "above the limit",
      "limit is reached",
      "hit the limit",
    ],
  },
  Taxes: { subjects: ["tax", "taxes", "vat", "sales tax"] },
  "Price changes": {
    subjects: ["price change", "price increase", "raise prices", "raise the price"],
  },
  "Late payment": {
    subjects: ["late payment", "payment fails", "failed payment", "unpaid", "card declined"],
  },
  Refunds: { subjects: ["refund", "refunds", "refundable", "money back"] },
  Cancellation: { subjects: ["cancel", "cancellation", "cancelling", "canceling", "unsubscribe"] },
};

const RETENTION_WORDS = [
  "how long",
  "keep",
  "kept",
  "retain",
  "retention",
  "store",
  "stored",
  "delete",
  "deleted",
  "hold",
];

function legalFacts(): FactSpec[] {
  const fact = (
    slug: string,
    heading: string,
    label: string,
    text: string,
    attributes: string[],
  ) => {
    const aliases = legalAliases[label];
    if (!aliases)
      throw new Error(`assistant facts: no visitor words for the legal term "${label}"`);
    return {
      kind: "legal" as const,
      id: `legal.${slug}.${slugify(label)}`,
      subjects: [label.toLowerCase(), ...aliases.subjects],
      attributes: aliases.attributes ?? attributes,
      excludes: aliases.excludes ?? [],
      statement: fill(words.legal, { text }),
      values: [text],
      page: `/${slug}`,
      heading,
    };
  };
  return [
    ...legalItems("privacy", "Data retention").map(({ label, text }) =>
      fact("privacy", "Data retention", label, `${label}: ${text}`, RETENTION_WORDS),
    ),
    ...legalItems("terms", "Plans, billing and payment").map(({ label, text }) =>
      fact("terms", "Plans, billing and payment", label, text, []),
    ),
    fact("terms", "Refunds", "Refunds", legalOpening("terms", "Refunds", 1), []),
    fact("terms", "Cancellation", "Cancellation", legalOpening("terms", "Cancellation", 2), []),
  ];
}

/** Every fact the assistant can state, each with the page that shows it. */
export function assistantFacts(): FactSpec[] {
  const facts = [
    ...planFacts(),
    ...comparisonFacts(),
    ...trialFacts(),
    ...integrationFacts(),
    ...contactFacts(),
    ...jobFacts(),
    ...rateLimitFacts(),
    ...legalFacts(),
  ];
  const ids = new Set<string>();
  for (const { id } of facts) {
    if (ids.has(id)) throw new Error(`assistant facts: two facts are called ${id}`);
    ids.add(id);
  }
  return facts;
}
