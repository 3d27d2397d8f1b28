/**
 * Claims a buyer can check against each other: prices and savings, integration counts, trial
 * buttons, the usage-limit policy, people and companies. Reads every content module (all their
 * strings, deeply) and every Markdown page (blog, docs, legal), so a contradiction added anywhere
 * in src/content fails here.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatLongDate } from "../lib/date";
import { annualSaving, annualTotal, monthlyBillingTotal } from "../shared/pricing";
import { comparisonRows } from "./comparison";
import { demoCompanies } from "./demo-companies";
import { enterpriseUseCasesHeading } from "./enterprise";
import { statisticsSection, testimonials, testimonialsSection, trustedBy } from "./home";
import { illustrativeNote } from "./illustrative";
import { industries, industryPageCopy } from "./industries";
import { advancedFeatures } from "./feature-cards";
import { integrations, integrationsCopy } from "./integrations";
import { pages } from "./pages";
import { plans, pricingCopy } from "./plans";
import { pricingFaqs, usageLimitPolicy } from "./pricing-faqs";
import { resourceCategories } from "./resources";
import { socialDemoTemplates } from "./social-demo";
import { leadership } from "./team";
import { freeTrial } from "../shared/trial";
import { jobs } from "./jobs";
import { legalLastUpdated } from "./legal-updated";
import { site } from "../shared/site";
import {
  allSentences,
  allTexts,
  listed,
  markdownFiles,
  marketingSentences,
  modules,
  moduleName,
  type Text,
} from "../test-support/claims-corpus";

// ---------------------------------------------------------------------------------------------
// Prices

const priced = plans.flatMap((plan) => (plan.price ? [{ plan, price: plan.price }] : []));
/** Every dollar figure the plans allow a sentence to state. */
const allowedDollars = new Set(
  priced.flatMap(({ price }) => [
    price.monthly,
    price.annual,
    annualTotal(price.monthly),
    monthlyBillingTotal(price.monthly),
    annualSaving(price.monthly),
  ]),
);
/** The real yearly saving of each paid plan: whole (rounded down) and to one decimal. */
const allowedPercents = new Set(
  priced
    .filter(({ price }) => price.monthly > 0)
    .flatMap(({ price }) => {
      const percent = (annualSaving(price.monthly) / monthlyBillingTotal(price.monthly)) * 100;
      return [Math.floor(percent), Math.round(percent * 10) / 10];
    }),
);

/** Sentences about our own plans and billing (not shipping fees in a sample knowledge base). */
const priceModules = /^(plans|pricing-faqs|comparison)\.ts /;
const priceWords = /\b(plans?|pro|billing|billed|subscriptions?|pricing)\b/i;
const savingWords = /\b(save|saves|saving|savings|discount|off|less|cheaper)\b/i;
const isPriceSentence = ({ where, text }: Text) =>
  priceModules.test(where) || priceWords.test(text);

const dollarAmounts = (text: string) =>
  [...text.matchAll(/\$(\d[\d,]*(?:\.\d+)?)/g)].map((match) => Number(match[1]!.replace(/,/g, "")));
const percentages = (text: string) =>
  [...text.matchAll(/(\d+(?:\.\d+)?)\s?%/g)].map((match) => Number(match[1]));

describe("prices and savings", () => {
  it("states only dollar figures the plans produce next to a price", () => {
    const wrong = allSentences.filter(isPriceSentence).flatMap((sentence) =>
      dollarAmounts(sentence.text)
        .filter((amount) => !allowedDollars.has(amount))
        .map((amount) => `${sentence.where}: $${amount} in "${sentence.text}"`),
    );
    expect(wrong).toEqual([]);
  });

  it("states only the real annual saving as a percentage next to a price", () => {
    const wrong = allSentences
      .filter((sentence) => isPriceSentence(sentence) || savingWords.test(sentence.text))
      .filter(
        (sentence) =>
          /\b(annual|annually|yearly|year)\b/i.test(sentence.text) ||
          sentence.where.startsWith("plans.ts pricingCopy"),
      )
      .flatMap((sentence) =>
        percentages(sentence.text)
          .filter((percent) => !allowedPercents.has(percent))
          .map((percent) => `${sentence.where}: ${percent}% in "${sentence.text}"`),
      );
    expect(wrong).toEqual([]);
  });

  it("labels the billing switch with the real annual saving, not the spec's 20%", () => {
    const pro = plans.find((plan) => plan.id === "pro")!.price!;
    const real = (annualSaving(pro.monthly) / monthlyBillingTotal(pro.monthly)) * 100;
    const stated = percentages(pricingCopy.saveNote);
    expect(stated).toHaveLength(1);
    expect(stated[0]).toBeLessThanOrEqual(real);
    expect(stated[0]).toBeGreaterThan(real - 1);
  });

  it("says what a year of Pro costs on each billing and what annual billing saves", () => {
    const pro = plans.find((plan) => plan.id === "pro")!.price!;
    const billing = pricingFaqs.find((faq) => /annual billing/i.test(faq.question))!.answer;
    for (const figure of [
      pro.annual,
      annualTotal(pro.monthly),
      monthlyBillingTotal(pro.monthly),
      annualSaving(pro.monthly),
    ]) {
      expect(billing).toContain(`$${figure}`);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Integration counts

const catalogueSize = integrations.length;
const statistic = statisticsSection.stats.find((stat) => /integration/i.test(stat.label))!;
/**
 * Counts other than the catalogue's: the spec's search placeholder ("Search 35+ integrations...",
 * true of 37) and the plans' own limits ("10 integrations").
 */
const specCountStrings = new Set([
  integrationsCopy.searchPlaceholder,
  ...plans.map((plan) => plan.limits.integrations),
]);
/** A plan's own smaller figure (Free: 10) may be repeated in a sentence that names the plan. */
const planFigures = plans.flatMap((plan) => {
  const figure = plan.limits.integrations.match(/^\d+/)?.[0];
  return figure ? [{ figure, name: new RegExp(`\\b${plan.name}\\b`) }] : [];
});

const countPattern = /(\d[\d,]*\+?)\s+(?:native\s+)?(?:integrations?|tools|apps|connectors)\b/gi;
const morePattern = /\band\s+(\d+)\s+more\s+(?:integrations|tools|apps)\b/gi;

describe("integration counts", () => {
  it("gives the catalogue's own size, or a plan's figure beside that plan, everywhere", () => {
    const wrong = allSentences
      .filter((sentence) => !specCountStrings.has(sentence.text))
      .flatMap((sentence) =>
        [...sentence.text.matchAll(countPattern)]
          .map((match) => match[1]!)
          .filter(
            (count) =>
              count !== String(catalogueSize) &&
              !planFigures.some(({ figure, name }) => figure === count && name.test(sentence.text)),
          )
          .map((count) => `${sentence.where}: "${count}" in "${sentence.text}"`),
      );
    expect(wrong).toEqual([]);
  });

  it("counts the named tools plus 'N more' up to the catalogue's size", () => {
    const wrong = allSentences.flatMap((sentence) =>
      [...sentence.text.matchAll(morePattern)]
        .map((match) => {
          const named = integrations.filter((entry) => sentence.text.includes(entry.name)).length;
          return { total: named + Number(match[1]), sentence };
        })
        .filter(({ total }) => total !== catalogueSize)
        .map(({ total }) => `${sentence.where}: ${total} tools in "${sentence.text}"`),
    );
    expect(wrong).toEqual([]);
  });

  it("counts the plans' and the home page's integrations in the catalogue, never beyond it", () => {
    expect(statistic.value).toBe(String(catalogueSize));
    for (const plan of plans) {
      const figure = Number(plan.limits.integrations.match(/\d+/)![0]);
      expect(figure, plan.name).toBeLessThanOrEqual(catalogueSize);
    }
    const inflated = allSentences.filter(({ text }) =>
      /\b\d[\d,]*\+\s+(?:native\s+)?(?:integrations?|tools|apps|connectors)\b/i.test(text),
    );
    expect(inflated.map(({ where, text }) => `${where}: ${text}`)).toEqual([
      `integrations.ts integrationsCopy.searchPlaceholder: ${integrationsCopy.searchPlaceholder}`,
    ]);
  });

  it("states the plans' integration limits the same way in the docs' plan table", () => {
    const faq = markdownFiles.find(
      (file) => file.where === path.join("docs", "resources", "faq.md"),
    )!;
    const row = faq.body.split("\n").find((line) => line.startsWith("| Integrations |"))!;
    const cells = row
      .split("|")
      .map((cell) => cell.trim())
      .filter(Boolean)
      .slice(1);
    expect(cells).toHaveLength(plans.length);
    plans.forEach((plan, index) => {
      const figure = plan.limits.integrations.match(/\d+/)![0];
      expect(cells[index], plan.name).toContain(figure);
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Trial buttons

interface LinkText {
  where: string;
  label: string;
  href: string;
}

function linksOf(value: unknown, where: string, seen = new Set<unknown>()): LinkText[] {
  if (!value || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  const record = value as Record<string, unknown>;
  const own =
    typeof record.label === "string" && typeof record.href === "string"
      ? [{ where, label: record.label, href: record.href }]
      : [];
  return [
    ...own,
    ...Object.entries(record).flatMap(([key, child]) => linksOf(child, `${where}.${key}`, seen)),
  ];
}

const allLinks: LinkText[] = [
  ...Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports).flatMap(([name, value]) =>
      linksOf(value, `${moduleName(file)} ${name}`),
    ),
  ),
  ...markdownFiles.flatMap(({ where, body }) =>
    [...body.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)].map((match) => ({
      where,
      label: match[1]!,
      href: match[2]!,
    })),
  ),
];
const trialLabel = /\btrial\b|\bstart(ed)? free\b/i;

describe("trial buttons", () => {
  it("sends every trial button and link to the invitation that starts the trial", () => {
    const wrong = allLinks
      .filter((link) => trialLabel.test(link.label) && link.href !== "/get-started")
      .map((link) => `${link.where}: "${link.label}" → ${link.href}`);
    expect(wrong).toEqual([]);
  });

  it("lands on a page that says the trial starts with the invitation, without a card", () => {
    expect(freeTrial.href).toBe("/get-started");
    const description = pages["/get-started"].description;
    expect(description).toContain(`${freeTrial.days}-day free trial of the ${freeTrial.plan} plan`);
    expect(description).toMatch(/starts when you accept it/);
    expect(description).toMatch(/no credit card/i);
    expect(description).toContain(freeTrial.invitationWhen);
  });
});

// ---------------------------------------------------------------------------------------------
// Usage limits

describe("usage above a plan's limits", () => {
  const faq = pricingFaqs.find((entry) => /\bgo over\b/i.test(entry.question))!.answer;
  const terms = markdownFiles.find((file) => file.where === path.join("legal", "terms.md"))!.body;

  it("is never charged automatically, in the Terms as in the pricing FAQ", () => {
    expect(terms).not.toMatch(/charge[^.]*usage above/i);
    expect(terms).not.toMatch(/charges for usage above/i);
    for (const text of [faq, terms]) expect(text).toMatch(/not charged automatically/i);
  });

  it("gives the same warnings and the same grace period in both", () => {
    for (const text of [faq, terms]) {
      for (const threshold of usageLimitPolicy.warnAtPercent)
        expect(text).toContain(`${threshold}%`);
      expect(text).toContain(usageLimitPolicy.graceLabel);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// People and companies

interface Person {
  name: string;
  role: string;
  where: string;
  image?: string;
}

const blogAuthors: Person[] = markdownFiles
  .filter((file) => file.where.startsWith("blog"))
  .map((file) => ({
    name: String(file.data.author),
    role: String(file.data.authorRole),
    image: String(file.data.authorImage),
    where: file.where,
  }));
const people: Person[] = [
  ...leadership.map((member) => ({
    name: member.name,
    role: `${member.role} at Automatica`,
    image: member.avatar,
    where: "team.ts",
  })),
  ...blogAuthors,
  ...testimonials.map((quote) => ({
    name: quote.author,
    role: `${quote.role} at ${quote.company}`,
    image: quote.image,
    where: "home.ts testimonials",
  })),
  ...industries.flatMap((industry) =>
    industry.page.proof.kind === "testimonial"
      ? [
          {
            name: industry.page.proof.author,
            role: `${industry.page.proof.role} at ${industry.page.proof.company}`,
            where: `industries.ts ${industry.slug}`,
          },
        ]
      : [],
  ),
  ...socialDemoTemplates.comments.map((comment) => ({
    name: comment.author,
    role: "commenter in the social demo",
    where: "social-demo.ts",
  })),
];

const nameParts = (name: string) => name.replace(/^(Dr|Mr|Ms|Mrs|Prof)\.\s+/, "").split(/\s+/);
const slug = (name: string) =>
  nameParts(name)
    .join("-")
    .normalize("NFD")
    .replace(/[\u0300-\u036f.]/g, "")
    .toLowerCase();

describe("people", () => {
  it("gives each full name one role", () => {
    const roles = new Map<string, Set<string>>();
    for (const person of people) {
      roles.set(person.name, (roles.get(person.name) ?? new Set()).add(person.role));
    }
    const doubled = [...roles]
      .filter(([, set]) => set.size > 1)
      .map(([name, set]) => `${name}: ${[...set].join(" / ")}`);
    expect(doubled).toEqual([]);
  });

  it("never gives two different people the same surname", () => {
    const bySurname = new Map<string, Set<string>>();
    for (const person of people) {
      const surname = nameParts(person.name).at(-1)!;
      bySurname.set(surname, (bySurname.get(surname) ?? new Set()).add(person.name));
    }
    const shared = [...bySurname]
      .filter(([, names]) => names.size > 1)
      .map(([, names]) => [...names].join(" / "));
    expect(shared).toEqual([]);
  });

  it("shows each person's own generated avatar", () => {
    for (const person of people.filter((entry) => entry.image)) {
      expect(path.basename(person.image!), person.name).toBe(`${slug(person.name)}.svg`);
      expect(fs.existsSync(path.join("public", person.image!)), person.image).toBe(true);
    }
  });
});

const customers = [
  ...trustedBy.companies.map((company) => company.name),
  ...testimonials.map((quote) => quote.company),
  ...industries.flatMap((industry) =>
    industry.page.proof.kind === "testimonial" ? [industry.page.proof.company] : [],
  ),
];
const firstWord = (name: string) => name.toLowerCase().match(/[a-z]+/)![0];

describe("companies", () => {
  it("never presents a customer as a fictional demo company, or a name like one", () => {
    const clashes = demoCompanies
      .filter((demo) => customers.some((customer) => firstWord(customer) === firstWord(demo.name)))
      .map((demo) => demo.name);
    expect(clashes).toEqual([]);
  });

  it("keeps every demo company on the reserved .example domain", () => {
    for (const demo of demoCompanies) expect(new URL(demo.website).hostname).toMatch(/\.example$/);
  });
});

describe("resource categories", () => {
  it("lead each to a page of their own", () => {
    const hrefs = resourceCategories.map((category) => category.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });
});

// ---------------------------------------------------------------------------------------------
// What the product does: marketing against the docs

const workflowFaq = markdownFiles.find(
  (file) => file.where === path.join("docs", "resources", "faq.md"),
)!;
const concepts = markdownFiles.find(
  (file) => file.where === path.join("docs", "docs", "concepts.md"),
)!;

describe("workflows as the docs describe them", () => {
  it("documents one trigger and 1 to 20 actions, with no conditions or loops", () => {
    expect(workflowFaq.body).toMatch(/one trigger and 1 to 20 actions/);
    expect(concepts.body).toMatch(/1 to 20 actions/);
  });

  it("never promises conditions, loops or a workflow without any code", () => {
    const overclaims = marketingSentences.filter(
      ({ text }) =>
        (/\b(conditions|loops)\b/i.test(text) &&
          !/\b(no|without)\b[^.]*\b(conditions|loops)\b/i.test(text)) ||
        /no code to maintain|no developers? needed|without writing (any )?code/i.test(text),
    );
    expect(listed(overclaims)).toEqual([]);
  });

  it("names only the action types the API accepts, and no count of tools a workflow runs across", () => {
    const actionTypes = concepts.body.match(/^\| `(?!type`)\w+` \| `\w+` \|/gm)!.length;
    expect(actionTypes).toBe(6);
    const across = marketingSentences.filter(({ text }) =>
      /\bacross the \d+ (tools|integrations|apps)\b/i.test(text),
    );
    expect(listed(across)).toEqual([]);
  });
});

describe("document processing and shop automation", () => {
  const readsDocuments =
    /\b(reads?|extracts?|extraction)\b.{0,40}\b(invoices?|receipts|documents?|forms|contracts|statements)\b|\b(invoices?|receipts|documents?|forms|letters|contracts|statements|packing lists|clauses)\b[^.]*\b(are |is )?(read|extracted)\b|\binto structured data\b/i;
  const shopChores =
    /\b(inventory (sync|syncs|alerts?)|sync(s|ing)? inventory|stock (sync|syncs|levels|counts|moving)|stock falls|abandoned[- ]carts?|recover[^.]*\bcarts?|cart (recovery|reminders?))\b/i;
  const saysWhoseCode =
    /\b(your|their) (own )?(servers?|code|systems?|extraction|stock check|OCR)\b/i;
  /** A claim, not a title or a chip: six words or more. */
  const isClaim = ({ text }: Text) => text.split(/\s+/).length >= 6;
  /** What we say the product does, not a fictional company's own story or a general article. */
  const productClaims = marketingSentences.filter(
    (sentence) =>
      isClaim(sentence) &&
      !/^(demo-companies|social-demo)\.ts|\.proof\.|testimonials\.\d+\.quote|\.alt$|^blog\/ecommerce/.test(
        sentence.where,
      ),
  );

  it("say where the customer's own server does the reading", () => {
    const unqualified = productClaims.filter(
      ({ text }) => readsDocuments.test(text) && !saysWhoseCode.test(text),
    );
    expect(listed(unqualified)).toEqual([]);
  });

  it("say where the customer's own server feeds stock and cart reminders", () => {
    const unqualified = productClaims.filter(
      ({ text }) => shopChores.test(text) && !saysWhoseCode.test(text),
    );
    expect(listed(unqualified)).toEqual([]);
  });

  it("never put orders, stock or carts 'on autopilot'", () => {
    const autopilot = marketingSentences.filter(
      ({ text }) =>
        /autopilot/i.test(text) && /\b(orders?|inventory|stock|carts?|returns)\b/i.test(text),
    );
    expect(listed(autopilot)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Stories with named customers

describe("stories with a named customer", () => {
  it("carry the one illustrative label wherever they appear", () => {
    expect(testimonials.length).toBeGreaterThan(0);
    expect(testimonialsSection.note).toBe(illustrativeNote);
    expect(trustedBy.note).toBe(illustrativeNote);
    // The band mixes example figures with real ones (the catalogue, the bots): its note names which.
    for (const stat of statisticsSection.stats.filter((entry) => /%|x$/.test(entry.value)))
      expect(statisticsSection.note).toContain(stat.value);
    expect(statisticsSection.note).toMatch(/illustrative examples/);
    expect(industryPageCopy.proofNote).toBe(illustrativeNote);
    expect(enterpriseUseCasesHeading.description).toMatch(/illustrative/i);
  });

  it("never present the fictional companies as customers who trust us", () => {
    const claims = [
      trustedBy.title,
      testimonialsSection.title,
      testimonialsSection.description,
      statisticsSection.title,
    ];
    expect(
      claims.filter((text) => /\b(trusted|our customers|customers (say|measure))\b/i.test(text)),
    ).toEqual([]);
  });

  it("put only figures from the site's own examples in the home statistics", () => {
    const exampleFigures = new Set(
      industries.flatMap((industry) =>
        industry.page.proof.kind === "figure" ? [industry.page.proof.value] : [],
      ),
    );
    const unsupported = statisticsSection.stats
      .filter((stat) => /^\d+(\.\d+)?(%|x)$/.test(stat.value))
      .filter((stat) => !exampleFigures.has(stat.value))
      .map((stat) => `${stat.value} ${stat.label}`);
    expect(unsupported).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Languages and channels

describe("languages", () => {
  it("never say one bot answers in several languages: one bot per language", () => {
    expect(workflowFaq.body).toMatch(/Each bot has one language/);
    const multilingual = allSentences.filter(
      ({ where, text }) =>
        !where.startsWith("api-reference.ts") &&
        /\b(in (their|each customer's|the customer's) (own )?language|multilingual|any language they|(\d+|two|three|four|five|six|several|many) languages)\b/i.test(
          text,
        ) &&
        !/\b(one (bot|assistant) (per|for each) language|per language)\b/i.test(text),
    );
    expect(listed(multilingual)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Plan features against the comparison table

describe("plan features", () => {
  /** How each feature a plan may lack is named in prose. */
  const named: Record<string, RegExp> = {
    "eCommerce automation": /\b(e-?commerce automation|order notifications|cart reminders)\b/i,
    "Human handover": /\b(human handover|hand(s|ing)? over to (a|an|your) (person|human|agent))\b/i,
    "A/B testing": /\bA\/B test/i,
    "Role-based access":
      /\b(roles? that decide|assign roles|role-based access|roles on|roles and MFA)\b/i,
    "SSO and audit logs": /\b(SSO|single sign-on|SAML|audit logs?)\b/i,
    "Dedicated infrastructure": /\bdedicated infrastructure\b/i,
  };
  const everyone = /\b(every account|every plan|all plans|every customer|on any plan)\b/i;
  const planNames = plans.map((plan) => plan.name);
  const restricted = comparisonRows.filter((row) => plans.some((plan) => row[plan.id] === false));

  it("names every feature that a plan lacks", () => {
    expect(restricted.map((row) => row.feature).sort()).toEqual(Object.keys(named).sort());
  });

  it("never claim a feature for a plan the comparison table leaves it out of", () => {
    const wrong = restricted.flatMap((row) => {
      const lacking = plans.filter((plan) => row[plan.id] === false).map((plan) => plan.name);
      // Clauses: "MFA for every account; roles on Pro; SSO on Enterprise" makes three claims.
      return allSentences
        .flatMap(({ where, text }) => text.split(/;\s+/).map((clause) => ({ where, text: clause })))
        .filter(({ text }) => named[row.feature]!.test(text))
        .filter(({ text }) => {
          const plansNamed = planNames.filter((name) => new RegExp(`\\b${name}\\b`).test(text));
          const scoped = plansNamed.length > 0;
          return (
            (everyone.test(text) && !/\bEnterprise\b/.test(text)) ||
            (scoped &&
              plansNamed.some((name) => lacking.includes(name)) &&
              !new RegExp(
                `\\b(${lacking.join("|")})\\b[^.]*\\b(not|lacks|excludes|without)\\b`,
              ).test(text))
          );
        })
        .map(
          ({ where, text }) => `${row.feature} (not on ${lacking.join(", ")}): ${where}: ${text}`,
        );
    });
    expect(wrong).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Smaller promises

describe("smaller promises", () => {
  it("back 'transparent salary bands' with a band on every opening", () => {
    const claim = allSentences.filter(({ text }) => /salary bands/i.test(text));
    expect(claim.length).toBeGreaterThan(0);
    const without = jobs.filter((job) => !(job.salary?.min > 0 && job.salary.max > job.salary.min));
    expect(without.map((job) => job.slug)).toEqual([]);
  });

  it("promise only templates the templates page has", () => {
    const templates = markdownFiles.find(
      (file) => file.where === path.join("docs", "examples", "templates.md"),
    )!;
    const headings = [...templates.body.matchAll(/^## Template \d+: (.+)$/gm)].map((m) =>
      m[1]!.toLowerCase(),
    );
    const library = advancedFeatures.find((card) => /template/i.test(card.title))!.description;
    const items = library
      .replace(/^.*?\btemplates for\s+/i, "")
      .replace(/\.$/, "")
      .split(/,\s*(?:and\s+)?|\s+and\s+(?=an?\s|form|paid)/);
    const stop = new Set(["your", "from", "with", "into", "daily"]);
    const missing = items.filter(
      (item) =>
        !item
          .toLowerCase()
          .split(/[^a-z]+/)
          .filter((word) => word.length > 3 && !stop.has(word))
          .some((word) => headings.some((heading) => heading.includes(word))),
    );
    expect(items.length).toBeGreaterThan(2);
    expect(missing).toEqual([]);
  });

  it("offer community support only where the community page says there is somewhere to ask", () => {
    const community = markdownFiles.find(
      (file) => file.where === path.join("docs", "resources", "community.md"),
    )!;
    expect(community.body).toMatch(/no public forum/i);
    const promises = allSentences.filter(
      ({ text }) =>
        /\bcommunity (and \w+ )?support\b|\bcommunity forum\b/i.test(text) ||
        /^Community and /.test(text),
    );
    expect(listed(promises)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Regions, support hours and the legal pages

const legalText = (name: string) =>
  markdownFiles.find((file) => file.where === path.join("legal", `${name}.md`))!;

describe("where data is hosted", () => {
  const security = legalText("security");
  /** The hosting locations the security page names: its data centres and its subprocessors' column. */
  const hostedIn = new Set([
    ...[...security.body.matchAll(/data centres in the ([A-Z][\w ]+?)[.,]/g)].map((m) => m[1]!),
    ...[...security.body.matchAll(/^\|[^|]+\|[^|]+\|[^|]+\| ([^|]+) \|$/gm)]
      .map((m) => m[1]!.trim())
      .filter((cell) => cell !== "Location" && !/^-+$/.test(cell)),
  ]);
  const regionClaim =
    /\b(EU|European|Europe|UK|Canada|Canadian|Asia|APAC|Australia|Germany|Frankfurt|Ireland|United States|US)\b[^.]*\b(infrastructure|data centres?|data centers?|hosted|hosting|residency|region|stored|servers?)\b|\b(infrastructure|data centres?|data centers?|hosted|hosting|residency|region|stored|servers?)\b[^.]*\b(EU|European|Europe|UK|Canada|Asia|APAC|Australia|Germany|Frankfurt|Ireland)\b/;

  it("names only the United States, as the security page does", () => {
    expect([...hostedIn]).toEqual(["United States"]);
  });

  it("never offers hosting or residency in a region the security page does not list", () => {
    const wrong = allSentences
      .filter(({ text }) => regionClaim.test(text))
      .filter(({ text }) =>
        /\b(EU|European|Europe|UK|Canada|Asia|APAC|Australia|Germany|Frankfurt|Ireland)\b/.test(
          text,
        ),
      )
      .filter(
        ({ text }) => !/\b(GDPR|Standard Contractual Clauses|legal bases|transfer)\b/.test(text),
      );
    expect(listed(wrong)).toEqual([]);
    const offers = allSentences.filter(({ text }) =>
      /\b(data residency|preferred region|region your data)\b/i.test(text),
    );
    expect(listed(offers)).toEqual([]);
  });
});

describe("support hours", () => {
  const hourLines = site.hours
    .filter(({ hours }) => !/closed/i.test(hours))
    .map(({ hours }) => hours);
  const aroundTheClock = /\b24\/7\b|around the clock|24 hours a day/i;
  /** What may run around the clock: the bots and automations, monitoring, and Enterprise incident on-call. */
  const mayRunAllDay =
    /\b(bots?|chatbots?|assistants?|automations?|workflows?|monitored|incidents?|on-call)\b/i;

  it("give our hours with their time zone wherever they are written", () => {
    // A text (a page, a string) that gives our e-mail or phone and our hours names the zone once.
    const withoutZone = allTexts
      .filter(({ text }) => text.includes(site.email) || text.includes(site.phone))
      .filter(({ text }) => hourLines.some((hours) => text.includes(hours)))
      .filter(({ text }) => !text.includes("Pacific Time"));
    expect(withoutZone.map(({ where }) => where)).toEqual([]);
    expect(site.timeZone.label).toMatch(/^Pacific Time/);
  });

  it("never give our own address or number hours in another time zone", () => {
    const elsewhere = allSentences.filter(
      ({ text }) =>
        (text.includes(site.email) || text.includes(site.phone)) &&
        /\b(Eastern|Central|Mountain|UTC|GMT|CET)\b[^.]*\btime\b/i.test(text) &&
        hourLines.some((hours) => text.includes(hours)),
    );
    expect(listed(elsewhere)).toEqual([]);
  });

  it("promise 24/7 only for the bots, automations, monitoring and Enterprise incident on-call", () => {
    // People (a team, an engineer, a phone line) around the clock only for Enterprise incidents.
    const people = allSentences
      .filter(({ text }) => aroundTheClock.test(text))
      .filter(({ text }) => /\b(team|engineers?|people|staff|agents?|phone|Slack)\b/i.test(text))
      .filter(({ text }) => !/\b(incidents?|on-call|monitored)\b/i.test(text));
    expect(listed(people)).toEqual([]);
    // "24/7 support" itself: a bot's, or the Enterprise incident on-call.
    const support = allSentences
      .filter(({ text }) => /\b24\/7 (customer )?support\b/i.test(text))
      .filter(({ text }) => !mayRunAllDay.test(text))
      .filter(({ text }) => !/^24\/7 (Support|Customer Support)$/i.test(text));
    expect(listed(support)).toEqual([]);
    const byPhone = allSentences.filter(
      ({ text }) =>
        aroundTheClock.test(text) &&
        /\b(phone|call us|e-mail|email)\b/i.test(text) &&
        !/\bincidents?\b/i.test(text),
    );
    expect(listed(byPhone)).toEqual([]);
  });
});

describe("the legal pages", () => {
  const legalPages = ["privacy", "terms", "cookies", "security"].map(legalText);
  const writtenDate =
    /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}\b/g;

  it("carry no date of their own: the one constant dates them all", () => {
    for (const page of legalPages) expect(page.data.lastUpdated, page.where).toBeUndefined();
    const dates = legalPages.flatMap((page) =>
      [...page.body.matchAll(writtenDate)].map((m) => `${page.where}: ${m[0]}`),
    );
    const others = dates.filter((date) => !date.endsWith(formatLongDate(legalLastUpdated)));
    expect(others).toEqual([]);
  });

  it("count the privacy policy's 12 months back from that date", () => {
    expect(legalText("privacy").body).toContain(
      `in the 12 months before ${formatLongDate(legalLastUpdated)}`,
    );
    expect(legalText("privacy").body).not.toMatch(/in the last 12 months/);
  });

  it("never call the forms demonstrations, and say in the terms and the privacy policy that they send", () => {
    const demo = allSentences.filter(({ text }) =>
      /\bforms?\b[^.]*\b(are|is) (a )?demonstrations?\b|do not send what you type/i.test(text),
    );
    expect(listed(demo)).toEqual([]);
    for (const page of ["terms", "privacy"])
      expect(legalText(page).body, page).toMatch(/send what you (type|enter) to us/);
  });

  it("describe the spam verdicts, the source recorded, how long submissions are kept and erasure", () => {
    const privacy = legalText("privacy").body;
    expect(privacy).toMatch(/three verdicts/);
    expect(privacy).toMatch(/where it came from/);
    expect(privacy).toMatch(/deleted automatically three years after/);
    expect(privacy).toMatch(/spam[^.]*deleted after 30 days/);
    expect(privacy).toMatch(/to have it deleted/);
  });
});
