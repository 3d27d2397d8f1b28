/**
 * A small knowledge for the assistant's unit tests, built the way the build builds the real one
 * (pagePassages, placeFact, the index, the serialised file loaded back), before any build exists:
 * the real facts of a few pages, on pages drawn from the facts' own headings and values, and a few
 * pages of prose written here. `npm test` runs the unit tests before the build.
 */
import { knowledgeFrom, type FactSpec, type Knowledge } from "../server/assistant/knowledge.ts";
import { slugify } from "../src/lib/slug.ts";
import { assistantFacts } from "./assistant-facts.ts";
import { knowledgeOf, passagesOf } from "./assistant-knowledge.ts";

const layout = (title: string, main: string) =>
  `<!doctype html><html><head><title>${title} | Automatica</title></head><body><header><h2>Menu</h2></header>` +
  `<main id="main" data-pagefind-body>${main}</main><footer><h2>Footer</h2></footer></body></html>`;

/** A page showing the facts' values under their headings. */
function factPage(url: string, title: string, facts: FactSpec[]): { url: string; content: string } {
  const sections = new Map<string, string[]>();
  for (const fact of facts) {
    const key = fact.heading ?? "";
    sections.set(key, [...(sections.get(key) ?? []), ...fact.values]);
  }
  const top = sections.get("") ?? [];
  sections.delete("");
  const main =
    `<h1>${title}</h1>${top.map((v) => `<p>${v}</p>`).join("")}` +
    [...sections]
      .map(
        ([heading, values]) =>
          `<h2 id="${slugify(heading)}">${heading}</h2><ul>${values.map((v) => `<li>${v}</li>`).join("")}</ul>`,
      )
      .join("");
  return { url, content: layout(title, main) };
}

/** Prose pages, as the docs and legal pages are written. */
const prose = [
  {
    url: "/docs/concepts",
    content: layout(
      "Core concepts",
      `<h1>Core concepts</h1><p>The building blocks of Automatica: bots, automations and integrations.</p>
      <nav data-pagefind-ignore><h2>On this page</h2><a href="#bots">Bots</a></nav>
      <h2 id="bots">Bots</h2><p>A bot answers your customers from its knowledge base. Each bot has one language, set in its settings.</p>
      <h3 id="knowledge-base">Knowledge base</h3><p>The knowledge base is a list of documents, each with an id and its content. The bot answers only from these documents. Keep each document to one topic.</p>
      <h2 id="webhooks">Webhooks</h2><p>A webhook trigger starts an automation when your own server sends an HTTP request to its URL. The request body becomes the automation's input.</p>
      <p>Read the <a href="https://elsewhere.example/webhooks">webhook standard</a> at https://elsewhere.example/webhooks for background.</p>`,
    ),
  },
  {
    url: "/security",
    content: layout(
      "Data Security",
      `<h1>Data Security</h1><p>How Automatica protects your data.</p>
      <h2 id="encryption">Encryption</h2><p>All data is encrypted in transit with TLS 1.2 or later and at rest with AES-256. Encryption keys are rotated every year.</p>
      <h2 id="backups">Backups</h2><p>Production databases are backed up continuously, with encrypted daily snapshots kept for 35 days in a separate location.</p>`,
    ),
  },
  {
    url: "/",
    content: layout(
      "AI Chatbots & Business Automation",
      `<h1>AI Automation for Every Business</h1><p>Automatica builds AI chatbots, workflow automation and social-page automation for businesses of every size.</p>
      <section data-illustrative><h2 id="stories">What it looks like in practice</h2><p>Brightpath Clinics cut phone queues by 68% in three months with an Automatica assistant.</p><p>Illustrative example: names, companies and figures are fictional.</p></section>`,
    ),
  },
  {
    url: "/careers/support-engineer",
    content: layout(
      "Support Engineer",
      `<h1>Support Engineer</h1><p>Help our customers get the most from their bots.</p>
      <h2 id="offer-title">What we offer</h2><h3 id="remote-friendly">Remote-friendly</h3><p>Work from home or our offices, with a $1,500 home-office budget.</p>`,
    ),
  },
];

/** The test knowledge: the pricing, contact, integrations and legal facts, and the prose pages. */
export function testKnowledge(): Knowledge {
  const facts = assistantFacts().filter(
    (fact) =>
      ["/pricing", "/contact", "/terms", "/privacy", "/api"].includes(fact.page) ||
      ["integration.hubspot", "integration.shopify", "integration.stripe"].includes(fact.id),
  );
  const pages = new Map<string, FactSpec[]>();
  for (const fact of facts) pages.set(fact.page, [...(pages.get(fact.page) ?? []), fact]);
  const titles: Record<string, string> = {
    "/pricing": "Pricing",
    "/contact": "Contact Us",
    "/terms": "Terms of Service",
    "/privacy": "Privacy Policy",
    "/api": "API Reference",
    "/integrations": "Integrations",
  };
  const factPages = [...pages].map(([url, list]) => factPage(url, titles[url] ?? url, list));
  const file = knowledgeOf(passagesOf([...factPages, ...prose]), facts);
  // Through JSON and back, as the server loads it.
  return knowledgeFrom(JSON.parse(JSON.stringify(file)));
}
