import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ASSISTANT_DEFAULTS, readAssistantConfig } from "./settings.ts";

const legal = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, `../../src/content/legal/${name}.md`), "utf8");

describe("Ask Automatica's settings", () => {
  it("default to 10 questions a minute, 90 days kept and no model", () => {
    const warnings: string[] = [];
    expect(readAssistantConfig({}, warnings)).toEqual({
      rateLimit: 10,
      retentionDays: 90,
      model: null,
    });
    expect(warnings).toEqual([]);
  });

  it("take whole numbers in range, and warn and keep the default otherwise", () => {
    expect(
      readAssistantConfig({ ASSISTANT_RATE_LIMIT: "3", ASSISTANT_RETENTION_DAYS: "30" }),
    ).toMatchObject({ rateLimit: 3, retentionDays: 30 });
    const warnings: string[] = [];
    expect(
      readAssistantConfig(
        { ASSISTANT_RATE_LIMIT: "0", ASSISTANT_RETENTION_DAYS: "ninety" },
        warnings,
      ),
    ).toMatchObject({ rateLimit: 10, retentionDays: 90 });
    expect(warnings).toEqual([
      "ASSISTANT_RATE_LIMIT=0 is not a whole number from 1 to 1000000: using 10",
      "ASSISTANT_RETENTION_DAYS=ninety is not a whole number from 1 to 36500: using 90",
    ]);
  });

  it("turn the model on with all three of its variables", () => {
    const model = {
      ASSISTANT_LLM_URL: "http://llm/v1",
      ASSISTANT_LLM_KEY: "k",
      ASSISTANT_LLM_MODEL: "m",
    };
    expect(readAssistantConfig(model).model).toMatchObject({ url: "http://llm/v1", model: "m" });
    expect(readAssistantConfig({ ...model, ASSISTANT_LLM_KEY: "" }).model).toBeNull();
  });

  it("keep questions as long as the privacy policy says, and the policies say what is kept", () => {
    const privacy = legal("privacy");
    expect(privacy).toContain(
      `- **Questions asked of Ask Automatica:** ${ASSISTANT_DEFAULTS.retentionDays} days.`,
    );
    expect(privacy).toMatch(/any e-mail address or phone number in it is replaced/);
    expect(privacy).toMatch(/Our server does not record your IP address with it/);
    const cookies = legal("cookies");
    expect(cookies).toContain("`automatica.assistant-conversation`");
    expect(cookies).toContain("`automatica.assistant-handoff`");
  });
});
