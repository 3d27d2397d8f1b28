import { brandLogoSrc } from "../../content/brand-logos";
import type { IconName } from "../../content/icon-names";
import { cn } from "../../lib/utils";

/**
 * The page's icon sprite (icon-sprite.ts): an `<svg>` at the end of `<body>` whose symbols every
 * `<Icon>` points at, so an icon costs the page neither a request nor a document of its own.
 */
export const ICON_SPRITE_ID = "icon-sprite";
/** The id of an icon's symbol in the sprite. */
export const iconSymbolId = (name: string) => `icon-${name}`;
/** The id of a social brand's glyph in the sprite. */
export const glyphSymbolId = (slug: string) => `glyph-${slug}`;

type IconProps =
  | {
      /** An icon of the registry (content/icon-names.ts): decorative, hidden from assistive tech. */
      name: IconName;
      className?: string;
      brand?: never;
    }
  | {
      /** A brand's generated mark (content/brand-logos.ts), shown as an image. */
      brand: string;
      /** The brand's monochrome glyph (social brands) rather than its catalogue mark. */
      glyph?: boolean;
      /**
       * The mark on a light tile, the one frame for brands in a list (the integrations catalogue,
       * the technologies): marks are drawn for a light ground, so in dark the tile stays light,
       * a shade dimmer than white so that a column of them does not glare.
       */
      tile?: boolean;
      /** Its width and height in px. */
      size: number;
      /** What the image says; empty (the default) where the brand's name is written beside it. */
      alt?: string;
      /**
       * The mark loads with the page, and the build draws it in the page (scripts/inline-images.js),
       * rather than when it comes near (lazy): for marks that Chromium would fetch at once anyway.
       */
      withPage?: boolean;
      className?: string;
      name?: never;
    };

/**
 * The one way to show an icon, in static sections and islands alike. `name`: an SVG that points at
 * the page's sprite (`<use>`), sized by the class and coloured by the text colour, so no icon code
 * ships in any island. `brand`: the brand's generated SVG file (build-tools/brand-icons.ts) as an
 * image; a social brand's one-colour `glyph` is a symbol of the sprite, in the soft ink colour of
 * either theme.
 */
export function Icon(props: IconProps) {
  if (props.brand !== undefined && props.glyph) {
    return (
      <svg
        width={props.size}
        height={props.size}
        fill="currentColor"
        className={cn("text-ink-soft", props.className)}
        {...(props.alt ? { role: "img", "aria-label": props.alt } : { "aria-hidden": "true" })}
      >
        <use href={`#${glyphSymbolId(props.brand)}`} />
      </svg>
    );
  }
  if (props.brand !== undefined) {
    return (
      <img
        src={brandLogoSrc(props.brand)}
        alt={props.alt ?? ""}
        width={props.size}
        height={props.size}
        loading={props.withPage ? undefined : "lazy"}
        className={cn(
          props.tile &&
            "shrink-0 rounded-xl bg-white p-2 ring-1 ring-line dark:bg-slate-200 dark:ring-0",
          props.className,
        )}
      />
    );
  }
  return (
    // The sprite's symbol carries the view box and the stroke's colour and joins (icon-sprite.ts),
    // so that each of a page's icons is this much (issue 33); the fill and the stroke's width stay
    // here, where a class changes them (`fill-current`, `stroke-[2.5]`), and the size, for a page
    // whose stylesheet failed.
    <svg
      width="24"
      height="24"
      fill="none"
      strokeWidth="2"
      className={props.className}
      aria-hidden="true"
    >
      <use href={`#${iconSymbolId(props.name)}`} />
    </svg>
  );
}
