// npm run openapi: writes docs/openapi.json from the API's route schemas (server/openapi.ts).
import { fileURLToPath } from "node:url";
import { OPENAPI_FILE, writeOpenApiDocument } from "../server/openapi.ts";

await writeOpenApiDocument();
console.log(`wrote ${fileURLToPath(OPENAPI_FILE)}`);
