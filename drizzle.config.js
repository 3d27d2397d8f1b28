// drizzle-kit: `npm run db:generate` turns server/db/schema.js into a new SQL migration.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.js",
  out: "./server/db/migrations",
});
