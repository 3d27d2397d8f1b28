/**
 * What an automation can start from and do (issue 34, groups 4 and 5). The docs name four event
 * sources (Shopify, Facebook, the bot, Slack), the schedule and the webhook, and six actions; a
 * folder, an inbox or a spreadsheet starts nothing unless the customer's own code calls a webhook.
 * The CRM action creates contacts, and reading a document is the customer's own extraction step. The
 * catalogue and the industry pages may promise only that, and only the six templates the docs have.
 */
import { describe, expect, it } from "vitest";
import { integrations } from "../integrations";
import {
  docsSentences,
  listed,
  markdown,
  markdownFiles,
  marketingSentences,
  saysTheirOwnSystem,
  type Text,
} from "../../test-support/claims-corpus";

const concepts = markdown("docs/docs/concepts.md").body;

/** The event sources the docs use, from every `"source": "…"` in their examples. */
const eventSources = new Set(
  markdownFiles
    .filter((file) => file.where.startsWith("docs"))
    .flatMap((file) => [...file.body.matchAll(/"source": "(\w+)"/g)].map((m) => m[1]!)),
);
/** The catalogue entries whose tool is an event source: Shopify, Facebook, Slack. */
const sourceTools = new Set(
  integrations.filter((entry) => eventSources.has(entry.slug)).map((entry) => entry.slug),
);

/** Each catalogue entry's sentences: its description and its features. */
const catalogue: (Text & { slug: string })[] = integrations.flatMap((entry, index) =>
  [entry.description, ...entry.features].map((text, part) => ({
    slug: entry.slug,
    where: `integrations.ts integrations.${index} (${entry.name}) ${part === 0 ? "description" : `features.${part - 1}`}`,
    text,
  })),
);

describe("what starts an automation", () => {
  it("is documented as four event sources, a schedule or a webhook", () => {
    expect([...eventSources].sort()).toEqual(["bot", "facebook", "shopify", "slack"]);
    const triggerTypes = [...concepts.matchAll(/^\| `(event|schedule|webhook)` \|/gm)].map(
      (m) => m[1],
    );
    expect(triggerTypes).toEqual(["event", "schedule", "webhook"]);
  });

  /** A trigger the tool itself would fire: a watched folder, a status change, a sync. */
  const toolTrigger =
    /\bwatch(es|ing)?\b|\b(event|folder|form submission|status change|branch event)s? triggers?\b|\btriggers? on\b|\bfolder triggers?\b|\bmonitoring\b|\bsync(s|ed|ing)?\b|\bwhen [^.]*\b(lands?|arrives?) in\b/i;
  /** The customer's own code calling a webhook: the one way another tool starts a workflow. */
  const throughAWebhook = /\bwebhooks?\b|\byour (own )?server\b|\byour code\b/i;

  it("never lets a tool that is no event source start a workflow by itself", () => {
    const found = catalogue.filter(
      ({ slug, text }) =>
        !sourceTools.has(slug) &&
        toolTrigger.test(text) &&
        !throughAWebhook.test(text) &&
        // Answers kept up to date with a knowledge source are not a trigger.
        !/\b(answers|knowledge)\b/i.test(text),
    );
    expect(listed(found)).toEqual([]);
  });

  it("never has a workflow watch a folder, an inbox or a sheet anywhere on the site", () => {
    const found = [...marketingSentences, ...docsSentences].filter(
      ({ text }) =>
        /\b(watch(es|ing)? (a |the |your )?(folders?|inbox|sheet|spreadsheet|rows?|sources)|new file in a folder|files? that lands? in)\b/i.test(
          text,
        ) && !/\b(no trigger|your (own )?server|there is no)\b/i.test(text),
    );
    expect(listed(found)).toEqual([]);
  });
});

describe("what an automation does", () => {
  it("is documented as six actions, the CRM one creating contacts only", () => {
    const actions = [...concepts.matchAll(/^\| `(?!type`)(\w+)` \| `(\w+)` \|/gm)].map(
      (m) => `${m[1]}.${m[2]}`,
    );
    expect(actions).toEqual([
      "slack.post_message",
      "email.send",
      "sheets.append_row",
      "crm.create_contact",
      "http.request",
      "bot.reply",
    ]);
  });

  /** Work no action does: enrich, score, classify, summarise, read a file's data. */
  const noSuchAction =
    /\benrich(es|ed|ing)?\b|\bscor(e|es|ed|ing)\b[^.]*\bleads?\b|\blead scoring\b|\bclassif(y|ies|ied|ication)\b|\bsummari[sz](e|es|ed|ing)\b|\b(meeting|merge request|pull request|conversation|chat|call) summar(y|ies)\b|\bsentiment\b|\bextract (data|fields) from\b|\bparse (incoming|emails?|messages?)\b|\bconvert (documents|files) to\b|\b(update|updates) (contacts?|records?|opportunit\w+|deals?)\b|\bcreate and update (contacts|records)\b|\benrol\w* contacts\b|\blog (chats?|conversations?) (on|as)\b/i;

  it("never promises an action the API lacks, unless the customer's own system does it", () => {
    const found = [...catalogue, ...marketingSentences].filter(
      ({ where, text }) =>
        noSuchAction.test(text) &&
        !saysTheirOwnSystem(text) &&
        // Articles that advise on summaries a person writes, and titles of a list.
        !/^blog\//.test(where) &&
        !/\.title$/.test(where),
    );
    expect(listed(found)).toEqual([]);
  });
});

describe("the industry pages", () => {
  it("promise only the templates the docs have: six, none of them for a sector", () => {
    const templates = markdown("docs/examples/templates.md").body;
    const headings = [...templates.matchAll(/^## Template \d+: (.+)$/gm)].map((m) => m[1]!);
    expect(headings).toHaveLength(6);
    const readyMade = marketingSentences.filter(
      ({ text }) =>
        /\b(ready-made|pre-built|prebuilt|out-of-the-box)\b/i.test(text) &&
        /\b(sector|industry|industries|vertical)\b/i.test(text),
    );
    expect(listed(readyMade)).toEqual([]);
  });

  it("send nothing for e-signature, since no e-signature tool is in the catalogue", () => {
    const signing = integrations.filter((entry) =>
      /e-?signature|docusign|sign(ing)? documents/i.test(
        `${entry.name} ${entry.description} ${entry.features.join(" ")}`,
      ),
    );
    expect(signing).toEqual([]);
    expect(
      listed(marketingSentences.filter(({ text }) => /\be-?signatures?\b/i.test(text))),
    ).toEqual([]);
  });

  it("have documents read, classified or checked only by the customer's own system", () => {
    const found = marketingSentences.filter(
      ({ where, text }) =>
        /\b(IDs?|reports?|letters?|results|applications|transcripts|forms|documents?|proofs? of address)\b[^.]{0,60}\b(are|is) (read|classified|extracted|parsed|checked|compared|validated)\b/i.test(
          text,
        ) &&
        !saysTheirOwnSystem(text) &&
        !/^blog\//.test(where),
    );
    expect(listed(found)).toEqual([]);
  });
});
