import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { socialDemoTemplates, tones, type Tone } from "../content/social-demo";
import { generateSocialDemo, hashText, hashtags, scheduleSlots } from "./social-demo";

const start = new Date(2026, 0, 5, 10, 30); // a Monday, local time
const input = {
  business: "Harbor Coffee",
  topic: "our new autumn blend",
  tone: "friendly" as Tone,
};

describe("generateSocialDemo", () => {
  it("drafts a post that names the business and the topic, with hashtags", () => {
    const { post } = generateSocialDemo(input, socialDemoTemplates, start);
    expect(post).toContain("Harbor Coffee");
    expect(post).toContain("our new autumn blend");
    expect(post).toContain("#HarborCoffee");
    expect(post).not.toMatch(/\{\w+\}/);
  });

  it("gives the same output for the same inputs", () => {
    expect(generateSocialDemo(input, socialDemoTemplates, start)).toEqual(
      generateSocialDemo(input, socialDemoTemplates, start),
    );
  });

  it("ignores extra spaces and letter case when choosing the draft", () => {
    const messy = { ...input, business: "  Harbor   Coffee ", topic: "OUR NEW AUTUMN BLEND" };
    const tidy = generateSocialDemo(input, socialDemoTemplates, start);
    const result = generateSocialDemo(messy, socialDemoTemplates, start);
    expect(result.business).toBe("Harbor Coffee");
    expect(result.schedule).toEqual(tidy.schedule);
  });

  it("writes in the chosen tone", () => {
    const drafts = tones.map(
      ({ value }) => generateSocialDemo({ ...input, tone: value }, socialDemoTemplates, start).post,
    );
    expect(new Set(drafts).size).toBe(tones.length);
  });

  it("replies to three sample comments without leftover placeholders", () => {
    const { replies } = generateSocialDemo(input, socialDemoTemplates, start);
    expect(replies).toHaveLength(3);
    for (const reply of replies) {
      expect(reply.comment).not.toBe("");
      expect(reply.reply).not.toMatch(/\{\w+\}/);
    }
  });

  it("proposes three slots with a weekday and a time", () => {
    const { schedule } = generateSocialDemo(input, socialDemoTemplates, start);
    expect(schedule).toHaveLength(3);
    for (const slot of schedule) {
      expect(slot.label).toMatch(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,? \d{1,2}:00 (AM|PM)$/);
      expect(slot.reason).not.toBe("");
    }
  });
});

describe("scheduleSlots", () => {
  it("schedules three different days within the next week, in order, at template hours", () => {
    const hours = socialDemoTemplates.slots.map((slot) => slot.hour);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const slots = scheduleSlots(seed, start, socialDemoTemplates.slots);
        const days = slots.map(({ date }) => date.getDate() - start.getDate());
        expect(days[0]).toBeGreaterThanOrEqual(1);
        expect(days[2]).toBeLessThanOrEqual(7);
        expect(days[0]).toBeLessThan(days[1]!);
        expect(days[1]).toBeLessThan(days[2]!);
        for (const { date } of slots) expect(hours).toContain(date.getHours());
      }),
    );
  });
});

describe("hashtags", () => {
  it("makes the business one tag and adds the topic's longest words", () => {
    expect(hashtags("Harbor Coffee", "our new autumn blend")).toEqual([
      "#HarborCoffee",
      "#autumn",
      "#blend",
    ]);
  });

  it("drops punctuation and short words", () => {
    expect(hashtags("Joe's Bikes!", "a new e-bike")).toEqual(["#JoeSBikes", "#bike"]);
  });
});

describe("hashText", () => {
  it("is stable and spreads different inputs", () => {
    expect(hashText("abc")).toBe(hashText("abc"));
    expect(hashText("abc")).not.toBe(hashText("abd"));
  });
});
