// The API's OpenAPI document, made from its routes' zod schemas (@fastify/swagger with
// fastify-type-provider-zod's jsonSchemaTransform): the forms, the proof of work, health and Ask
// Automatica, as the server registers them (server/app.ts's apiPlugin). Nothing in it is written by
// hand. `npm run openapi` writes it to docs/openapi.json; server/openapi.test.ts fails when the
// committed file is not what the routes say.
import fs from "node:fs";
import fastifySwagger from "@fastify/swagger";
import Fastify from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { site } from "../src/shared/site.ts";
import { API_PREFIX, apiPlugin } from "./app.ts";
import { readConfig } from "./config.ts";
import { connectDatabase } from "./db/connection.ts";
import type { ApiParts } from "./plugins/form-api.ts";

/** Where `npm run openapi` writes the document. */
export const OPENAPI_FILE = new URL("../docs/openapi.json", import.meta.url);

/** A JSON value with every object's keys sorted, so the file changes only when the API does. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, entry]) => [key, sorted(entry)]),
  );
}

/**
 * The document, as the text of docs/openapi.json: the API's routes with the default settings (no
 * environment read, no database opened: the routes are only registered, never called).
 */
export async function openApiDocument(): Promise<string> {
  const config = readConfig({});
  const app = Fastify({ logger: false });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${site.name} API`,
        version: "1",
        description: `The form API and Ask Automatica of the ${site.name} website. Every route's body, query, headers and answers come from its zod schemas (the same ones the browser forms use); docs/form-api.md says what each answer means.`,
      },
      tags: [
        {
          name: "forms",
          description: "The lead, contact and invite forms, and their proof of work",
        },
        { name: "health", description: "Probes for a load balancer and for the engineer on call" },
        { name: "assistant", description: "Ask Automatica" },
      ],
    },
    transform: jsonSchemaTransform,
  });
  const database = connectDatabase<ApiParts>({
    open: () => Promise.reject(new Error("the OpenAPI document opens no database")),
    attach: () => {
      throw new Error("the OpenAPI document opens no database");
    },
  });
  const api = apiPlugin({
    dir: "",
    database,
    corsOrigins: config.corsOrigins,
    rateLimitMax: config.rateLimitMax,
    confirmationsPerHour: config.confirmationsPerHour,
    webhook: false,
    assistant: {
      config: config.assistant,
      dir: "",
      knowledge: () => {
        throw new Error("the OpenAPI document loads no knowledge");
      },
    },
  });
  await app.register(api, { prefix: API_PREFIX });
  await app.ready();
  const document = app.swagger();
  await app.close();
  return `${JSON.stringify(sorted(document), null, 2)}\n`;
}

/** Writes docs/openapi.json (npm run openapi). */
export async function writeOpenApiDocument() {
  fs.writeFileSync(OPENAPI_FILE, await openApiDocument());
}
