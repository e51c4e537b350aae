import { defineConfig } from "drizzle-kit";

/** `npx drizzle-kit generate` writes SQL migrations of app/db/schema.server.ts into drizzle/ (committed). */
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema.server.ts",
  out: "./drizzle",
});
