import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const shim = fileURLToPath(new URL("./lucide-create-icon.ts", import.meta.url));

/**
 * lucide-react's icon factory brings about 2.5 KB gzip of runtime (context, aliases, class
 * helpers) to every page. Every icon module imports it as `../createLucideIcon.mjs`; this points
 * those imports at a small factory that renders the same SVG. Call sites keep `import { X } from
 * "lucide-react"` and its types.
 */
export function lucideSlim(): Plugin {
  return {
    name: "automatica:lucide-slim",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "../createLucideIcon.mjs" && importer?.includes("lucide-react")) return shim;
      return null;
    },
  };
}
