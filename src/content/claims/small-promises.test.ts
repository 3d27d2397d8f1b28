/**
 * The smaller promises (issue 34, group 15) and health data. Each is held to the page that settles
 * it: the Terms (output can be inaccurate), the eCommerce guide (one cart reminder, three to four
 * hours after), the privacy policy (the sign-in page is a demonstration), the API's contract rate
 * limit, the comparison table (what a Pro trial lacks), the contact details (no chat channel), our
 * reply time, the FAQ (no conditions) and /security's position on health data.
 */
import { describe, expect, it } from "vitest";
import { comparisonRows } from "../comparison";
import { healthData } from "../health-data";
import { industries } from "../industries";
import { industrySolutions } from "../solutions";
import { pages } from "../pages";
import { plans } from "../plans";
import { responseTimes } from "../../shared/response-times";
import {
  allSentences,
  denies,
  listed,
  markdown,
  marketingSentences,
  stringsOf,
  svgTexts,
  visibleClaims,
} from "../../test-support/claims-corpus";

const terms = markdown("legal/terms.md").body;
const privacy = markdown("legal/privacy.md").body;
const security = markdown("legal/security.md").body;

describe("answers", () => {
  it("are never called accurate or compliant: the Terms say output can be inaccurate", () => {
    expect(terms).toMatch(/Output is produced automatically and can be inaccurate/);
    const found = marketingSentences.filter(
      ({ where, text }) =>
        /\b(accurate|accurately|compliant)\b/i.test(text) && !where.startsWith("legal/"),
    );
    expect(listed(found)).toEqual([]);
  });
});

describe("cart reminders", () => {
  it("go out once, three to four hours after the cart is abandoned, as the guide builds them", () => {
    const guide = markdown("docs/guides/ecommerce-automations.md").body;
    expect(guide).toMatch(/carts abandoned 3 to 4 hours ago/);
    expect(guide).toMatch(/A reminder must go out once/);
    const timed = visibleClaims.filter(
      ({ text }) =>
        /\bcarts?\b/i.test(text) &&
        ((/\b(an?|one|two|\d+|the next|a second) (hours?|minutes?|days?)\b/i.test(text) &&
          /\b(reminders?|abandon\w*)\b/i.test(text) &&
          !/\b(three to four|3 to 4|3-4) hours\b/i.test(text)) ||
          /\b(second one|second reminder|sequence|three-step|three-message)\b/i.test(text)),
    );
    expect(listed(timed)).toEqual([]);
  });
});

describe("the sign-in page", () => {
  it("is described as the demonstration the privacy policy says it is", () => {
    expect(privacy).toMatch(/The sign-in page is a demonstration/);
    expect(pages["/login"].description).toMatch(/\bdemonstration\b/);
    const found = allSentences.filter(({ text }) =>
      /\bsign in to your (Automatica )?account to\b/i.test(text),
    );
    expect(listed(found)).toEqual([]);
  });
});

describe("Enterprise", () => {
  it("is never 'unlimited everything': its API rate limit is agreed in the contract", () => {
    expect(markdown("docs/docs/concepts.md").body).toMatch(/Custom, agreed in your contract/);
    expect(
      listed(allSentences.filter(({ text }) => /\bunlimited everything\b/i.test(text))),
    ).toEqual([]);
  });
});

describe("the free trial", () => {
  it("is never 'every feature': a Pro trial has no SSO, audit log or dedicated infrastructure", () => {
    const missing = comparisonRows.filter((row) => row.pro === false).map((row) => row.feature);
    expect(missing.length).toBeGreaterThan(0);
    const found = marketingSentences.filter(
      ({ text }) =>
        /\btry every\b|\b(every|all) ([\w-]+,? (and )?){0,6}features?\b/i.test(text) &&
        /\b(trial|try)\b/i.test(text),
    );
    expect(listed(found)).toEqual([]);
  });
});

describe("our own support", () => {
  it("is by e-mail and phone, never a chat channel we do not have", () => {
    expect(plans.flatMap((plan) => plan.extras).join(" ")).not.toMatch(/\bchat\b/i);
    const found = [...marketingSentences, ...svgTexts].filter(({ text }) =>
      /\bchat support\b|\b(email|e-mail) and chat\b|\bsupport chat\b|\blive chat\b/i.test(text),
    );
    expect(listed(found)).toEqual([]);
  });

  it("replies in the one time the response module gives, never 'within one business day'", () => {
    expect(privacy).toMatch(/reads it within a working day/);
    expect(pages["/contact"].description).toContain(responseTimes.team.words);
    const found = allSentences.filter(
      // A sample company's e-mail inside the docs' JSON examples is theirs, not ours.
      ({ text }) => /\bwithin one business day\b/i.test(text) && !/[{}]/.test(text),
    );
    expect(listed(found)).toEqual([]);
  });
});

describe("workflows in the illustrations", () => {
  it("have no branch: a workflow is one trigger and its actions, without conditions", () => {
    expect(markdown("docs/resources/faq.md").body).toMatch(
      /one trigger and 1 to 20 actions, without conditions/,
    );
    const branching = svgTexts.filter(
      ({ text }) => /\|\s*yes\s*\|/i.test(text) && /\|\s*no\s*(\||$)/i.test(text),
    );
    const conditions = svgTexts.filter(({ text }) =>
      /\b(over|under|above|below) \$[\d,]+\s*\?/i.test(text),
    );
    expect(listed([...branching, ...conditions])).toEqual([]);
  });
});

describe("health data", () => {
  it("has one position, stated on /security, in the Terms and on the healthcare page", () => {
    expect(healthData.signsBaa).toBe(false);
    expect(security).toContain(healthData.position);
    expect(security).toContain(healthData.forPractices);
    expect(terms).toMatch(
      /protected health information \(PHI\)[^.]*we do not sign Business Associate Agreements/,
    );
    const healthcare = industries.find((industry) => industry.slug === "healthcare")!;
    expect(healthcare.page.intro).toContain(healthData.position);
    expect(
      listed(
        allSentences.filter(({ text }) => /\bHIPAA[- ]compliant\b|\bwe sign (a )?BAA/i.test(text)),
      ),
    ).toEqual([]);
  });

  /** What a healthcare page asks for only when it takes protected health information. */
  const phi =
    /\blab (results|reports)\b|\breferral letters?\b|\bintake forms?\b|\bpatient intake\b|\bmedical records?\b|\bresults routing\b|\bappointment reminders?\b|\breminders? (48|24|before)\b|\b(books?|moves?|reschedul\w*|confirms?|reminds?)( and moves)?( patients of)? appointments?\b|\btriage\b|\bclinical questions\b|\bco-pays?\b|\bmissed appointments\b/i;

  it("is never asked for by a healthcare page, story or demo", () => {
    const healthcare = industries.find((industry) => industry.slug === "healthcare")!;
    const healthcareTexts = [
      ...stringsOf(healthcare, "industries.ts healthcare"),
      ...stringsOf(
        industrySolutions.find((solution) => solution.id === "healthcare"),
        "solutions.ts healthcare",
      ),
      ...visibleClaims.filter(({ text }) =>
        /\b(patients?|clinics?|health|medical|dental)\b/i.test(text),
      ),
    ];
    const found = healthcareTexts.filter(({ text }) => phi.test(text) && !denies(text));
    expect(listed(found)).toEqual([]);
  });
});
