import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrates on the visitor's first interaction inside the island (src/lib/client-interaction.ts). */
    "client:interaction"?: boolean | string;
  }
}
