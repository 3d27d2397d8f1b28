/**
 * What the plans, /security and the Terms promise, and nothing more (issue 34, groups 3, 6, 8, 13
 * and 14): enterprise controls /security lists, no uptime figure, features a plan lists, an audit
 * log of what /security says it records, and eCommerce automation off the Free plan everywhere,
 * the docs included.
 */
import { describe, expect, it } from "vitest";
import { auditLog } from "../audit-log";
import { comparisonRows } from "../comparison";
import { landings } from "../landings";
import { plans } from "../plans";
import {
  allSentences,
  denies,
  listed,
  markdown,
  markdownFiles,
  marketingSentences,
  paragraphsOf,
  tsTexts,
} from "../../test-support/claims-corpus";

const security = markdown("legal/security.md").body;
const terms = markdown("legal/terms.md").body;
const faq = markdown("docs/resources/faq.md").body;
const row = (feature: string) => comparisonRows.find((entry) => entry.feature === feature)!;

describe("enterprise controls", () => {
  /** Controls a buyer asks for by name, each with the words a sentence would use. */
  const controls: Record<string, RegExp> = {
    "SCIM provisioning": /\bSCIM\b|\buser provisioning\b/i,
    "personal data masking": /\bmask(ed|ing)?\b/i,
    "private networking": /\bprivate (networking|link|connectivity|peering)\b/i,
    "custom roles": /\bcustom roles?\b/i,
    "approval steps": /\bapproval steps?\b|\bapprove and publish\b/i,
    "budgets per team": /\bbudgets? (per|for each) (team|workspace)\b|\blimits and budgets\b/i,
    "role names /security does not use": /\bowners, editors\b/i,
  };

  it("/security lists SSO with SAML 2.0 and the roles build, publish and view", () => {
    expect(security).toMatch(/single sign-on \(SSO\) using SAML 2\.0/);
    expect(security).toMatch(/roles that decide who can build, publish or only view/);
  });

  it("are promised only when /security lists them", () => {
    const found = Object.entries(controls)
      .filter(([, words]) => !words.test(security))
      .flatMap(([control, words]) =>
        marketingSentences
          .filter(({ text }) => words.test(text) && !denies(text))
          .map(({ where, text }) => `${control}: ${where}: ${text}`),
      );
    expect(found).toEqual([]);
  });
});

describe("uptime", () => {
  it("the Terms disclaim uninterrupted service and the only SLA is a custom one", () => {
    expect(terms).toMatch(/any warranty that the Services or Output will be uninterrupted/);
    expect(security).not.toMatch(/\buptime\b|\d+(\.\d+)?\s?%/i);
  });

  it("is never given as a figure or promised, and an SLA is only ever a custom one", () => {
    const found = allSentences.filter(
      ({ text }) =>
        /\buptime\b|\b9\d(\.\d+)?\s?% (availability|available|of the time)\b|\b\d+(\.\d+)?\s?% uptime\b/i.test(
          text,
        ) ||
        (/\bSLA\b/.test(text) && !/\bcustom SLA\b/i.test(text)),
    );
    expect(listed(found)).toEqual([]);
  });
});

describe("features the plans list", () => {
  const analytics = row("Analytics dashboard");

  it("describe Predictive Analytics by the analytics each plan has", () => {
    const card = landings.businessAutomation.benefits.cards.find(
      (entry) => entry.title === "Predictive Analytics",
    )!;
    for (const level of [analytics.free, analytics.pro, analytics.enterprise])
      expect(card.description.toLowerCase()).toContain(String(level).toLowerCase());
  });

  /** Features no plan and no doc lists: forecasting, ticket triage, a change log of records. */
  const unlisted =
    /\bforecast(s|ing)? (volumes?|demand|sales|revenue)\b|\bspot (late payments|unusual)\b|\b(tickets?|conversations?) (are )?(tagged|prioriti[sz]ed)\b|\btagged, prioriti[sz]ed\b|\bauto-?tag\w*\b|\blog of every change\b|\b(change|version) history\b|\bbalance queues\b|\b(reports?|analytics|dashboard)\b[^.]*\bsatisfaction\b/i;

  it("are the only features offered", () => {
    const found = marketingSentences.filter(
      ({ where, text }) => unlisted.test(text) && !where.startsWith("blog/"),
    );
    expect(listed(found)).toEqual([]);
  });
});

describe("the audit log", () => {
  const sso = row("SSO and audit logs");

  it("is on the plans the comparison gives it, recording what /security says it records", () => {
    expect(auditLog.plans).toEqual(
      plans.filter((plan) => sso[plan.id] === true).map((plan) => plan.name),
    );
    const section = security.split("## Audit logs")[1]!.split("\n## ")[0]!;
    for (const record of auditLog.records) expect(section).toContain(record);
    expect(section).toContain(auditLog.entry);
    expect(section).toContain(`kept for ${auditLog.keptFor}`);
    expect(section).toMatch(/not conversations or workflow runs/);
  });

  it("is never promised for every step, decision or change, or off the Enterprise plan", () => {
    const audit = /\baudit(able| trail| logs?| logged| logging)\b/i;
    const everything = /\b(every|each|full) (step|decision|change|run)\b|\bfull audit trail\b/i;
    /** Pages whose every sentence is about the Enterprise plan: /enterprise, and /security's section. */
    const onEnterprise = /^(enterprise\.ts enterprisePillars|legal\/security\.md)/;
    const found = marketingSentences.filter(
      ({ where, text }) =>
        audit.test(text) &&
        !/\.title$/.test(where) &&
        // The plan table, the plan card and the module itself name the feature on its plan.
        !/^(comparison|plans|audit-log)\.ts /.test(where) &&
        // A job's skills: "audit logging" as an engineer's know-how.
        !/^jobs\.ts /.test(where) &&
        (everything.test(text) || (!/\bEnterprise\b/.test(text) && !onEnterprise.test(where))),
    );
    expect(listed(found)).toEqual([]);
  });
});

describe("eCommerce automation and the Free plan", () => {
  const ecommerce = row("eCommerce automation");
  const handover = row("Human handover");
  const audit = row("SSO and audit logs");

  it("the docs' plan table gives eCommerce automation, handover and the audit log the comparison's plans", () => {
    const table = faq.split("\n").filter((line) => line.startsWith("|"));
    const cells = (name: RegExp) =>
      table
        .find((line) => name.test(line))
        ?.split("|")
        .map((cell) => cell.trim())
        .filter(Boolean)
        .slice(1);
    const yes = (value: string | boolean) => (value ? "Yes" : "No");
    expect(cells(/^\| eCommerce automation/)).toEqual(plans.map((plan) => yes(ecommerce[plan.id])));
    expect(cells(/^\| Human handover/)).toEqual(plans.map((plan) => yes(handover[plan.id])));
    expect(cells(/^\| Audit log/)).toEqual(plans.map((plan) => yes(audit[plan.id])));
  });

  it("never sizes or offers shop automation on the Free plan", () => {
    expect(ecommerce.free).toBe(false);
    const shop =
      /\b(shops?|stores?|Shopify|shopify|order\.paid|eCommerce|e-commerce|carts?|orders?)\b/;
    const onFree = /\bFree (includes|plan\b[^.]*\b(includes|is enough|mind))|\bOn the Free plan\b/i;
    const excluded =
      /\b(needs?|requires?|need the) (the )?Pro or Enterprise\b|\bFree plan does not include\b|\bnot (part of|on|included in) (the )?Free\b/i;
    const paragraphs = [
      ...markdownFiles.flatMap(paragraphsOf),
      ...tsTexts.filter(({ where }) => !where.startsWith("claims")),
    ].filter(({ text }) => !text.trimStart().startsWith("|"));
    const found = paragraphs.filter(
      ({ text }) => shop.test(text) && onFree.test(text) && !excluded.test(text),
    );
    expect(listed(found)).toEqual([]);
  });
});
