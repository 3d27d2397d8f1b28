// `npm start`: builds the site when no build exists yet, then serves it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const built = path.join(root, process.env.BUILD_DIR ?? "build", "client", "index.html");
if (!fs.existsSync(built)) {
  console.log("No build found: building the site first (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("./index.ts");
