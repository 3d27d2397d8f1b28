// drizzle-kit: `npm run db:generate` turns server/db/schema.ts into a new SQL migration.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
});
