// docs/openapi.json is what the API's route schemas say: regenerated, it must not change.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { OPENAPI_FILE, openApiDocument } from "./openapi.ts";

describe("the OpenAPI document", () => {
  it("in docs/openapi.json is the one the routes make", async () => {
    const made = await openApiDocument();
    const committed = fs.existsSync(OPENAPI_FILE) ? fs.readFileSync(OPENAPI_FILE, "utf8") : "";
    expect(
      committed === made,
      "docs/openapi.json differs from the routes' schemas: run `npm run openapi` and commit it",
    ).toBe(true);
  });

  it("names each form's fields with their limits, and every API route", async () => {
    const document = JSON.parse(await openApiDocument());
    expect(Object.keys(document.paths)).toEqual([
      "/api/assistant",
      "/api/assistant/feedback",
      "/api/assistant/suggestions",
      "/api/challenge",
      "/api/contact",
      "/api/enquiries",
      "/api/health",
      "/api/health/live",
      "/api/invites",
    ]);
    const body = document.paths["/api/enquiries"].post.requestBody.content["application/json"];
    expect(body.schema.properties.name).toEqual({ type: "string", minLength: 2, maxLength: 100 });
    expect(body.schema.properties.needs).toEqual({ type: "string", minLength: 10, maxLength: 500 });
    expect(body.schema.required).toEqual(["name", "email", "interestedIn", "needs"]);
    expect(Object.keys(document.paths["/api/contact"].post.responses).map(Number)).toEqual([
      201, 303, 400, 413, 415, 422, 429, 500, 503,
    ]);
  });
});
