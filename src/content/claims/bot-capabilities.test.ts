/**
 * What a bot is (issue 34, groups 1 and 2): it answers from its knowledge base and nothing else. It
 * sees no order, booking, account or parcel, changes none, and learns nothing from conversations.
 * The docs say so (docs/concepts, guides/ecommerce-automations, guides/nlp-for-bots) and so do
 * /security and the privacy policy; no other page may say otherwise.
 */
import { describe, expect, it } from "vitest";
import {
  allSentences,
  denies,
  listed,
  markdown,
  svgTexts,
  visibleClaims,
} from "../../test-support/claims-corpus";

const concepts = markdown("docs/docs/concepts.md").body;

describe("a bot reads and changes no customer records", () => {
  it("is documented as answering from its knowledge base, with reply as its one action", () => {
    expect(markdown("docs/guides/ecommerce-automations.md").body).toMatch(
      /The bot does not see individual orders/,
    );
    const botActions = [...concepts.matchAll(/^\| `bot` \| `(\w+)` \|/gm)].map((m) => m[1]);
    expect(botActions).toEqual(["reply"]);
  });

  /** What only a bot that sees or changes a customer's records could do. */
  const recordAccess = [
    /\blook(s|ing)? up (their |your |the |a )?(orders?|accounts?|bookings?|cases?|invoices?|payments?|transactions?)\b/i,
    /\b(order|transaction|invoice|payment|case) lookups?\b|\blookups? in chat\b|\border lookup\b|\bfind an order\b/i,
    /\btracks? (delayed )?(orders?|parcels?|baggage|bags?)\b/i,
    /\bchecks? an order\b/i,
    /\border[- ]status\b/i,
    /\blive (carrier |parcel |order )?(status|order data)\b/i,
    /\b(reports?|gives?) (live )?(flight|container|clearance|parcel|shipment)[\w ]{0,20}status\b/i,
    /\bstatus (in|by) chat\b|\bstatus and (rescheduling|gate changes) in chat\b/i,
    /\b(books?|moves?|reschedul\w*|rebooks?|confirms?|cancels?) (and moves )?(tables?|appointments?|meetings?|passengers|flights?|reservations?|deliveries|consultations?)\b/i,
    /\bbook\w* (\w+ ){0,2}(meetings?|demos?|appointments?) (from|in) (chat|a chat)\b/i,
    /\bschedule meetings from chat\b/i,
    /\bchanges (or cancels )?(bookings|drop-off|the reservation)\b|\bupdates the reservation\b/i,
    /\b(answer\w*|explains?) balance\b/i,
    /\bgreet\w* (returning )?customers by name\b|\btailor\w* answers to their\b/i,
    /\b(with the order|order details) attached\b/i,
    /\bopens? (a |an )?(billing )?(tickets?|claims?)\b/i,
    /\bruns a [\w ]{0,20}check against\b/i,
    /\bbooking (updated|found|changed)\b|\brules checked\b/i,
    /\b(it|your order) (shipped (yesterday|today|on)|left our warehouse|arrives (today|tomorrow|on|\w+day))\b/i,
  ];

  it("never has a bot look up, track, book or change an order, booking, account or parcel", () => {
    // Whoever the sentence names (a bot, "it", a chatbot card's benefit): nothing in the product
    // does these, so only a denial may say them.
    const found = visibleClaims.filter(
      (sentence) =>
        recordAccess.some((pattern) => pattern.test(sentence.text)) &&
        !(denies(sentence.text) && !sentence.where.startsWith("public/images")),
    );
    expect(listed(found)).toEqual([]);
  });

  it("draws no chat in which the bot knows an order's whereabouts or changes a booking", () => {
    const drawn = svgTexts.filter(({ text }) =>
      /#\d{3,}[^|]*\|[^|]*\|\s*(It |Your order )?(left|shipped|arrives)|Booking updated|Change delivery/i.test(
        text,
      ),
    );
    expect(listed(drawn)).toEqual([]);
  });
});

describe("a bot learns nothing from conversations", () => {
  it("is documented as answering from documents, with nothing trained on customer content", () => {
    expect(markdown("docs/guides/nlp-for-bots.md").body).toMatch(/You don't train a model/);
    expect(markdown("legal/security.md").body).toMatch(
      /We do not use customer content to train models/,
    );
    expect(markdown("legal/privacy.md").body).toMatch(
      /your content is sent to the model only to produce the answer/,
    );
  });

  /** A bot that trains on, learns from or improves by itself from what customers say. */
  const learning =
    /\b(learns?|learned|learning) (from|your)\b|\btrained on\b|\btrain(s|ing)? (your|the|a) (chat)?bots?\b|\btrain (it|them) on\b|\bteach(es)? the bot\b|\bgets? better (each|every) (week|day|month)\b|\bself-learning\b|\bimproves? (on its own|by itself|automatically)\b|\bunanswered questions become\b/i;

  it("never says a bot learns from tickets, chats or handovers, or is trained on anything", () => {
    // A question ("Does a bot learn from its conversations?") asks; it claims nothing.
    const found = [...allSentences, ...svgTexts].filter(
      ({ text }) => learning.test(text) && !denies(text) && !/\?$/.test(text),
    );
    expect(listed(found)).toEqual([]);
  });
});
