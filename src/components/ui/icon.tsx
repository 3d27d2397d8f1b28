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
/** The id of a brand's catalogue mark in the sprite. */
export const markSymbolId = (slug: string) => `mark-${slug}`;

type IconProps =
  | {
      /** An icon of the registry (content/icon-names.ts): decorative, hidden from assistive tech. */
      name: IconName;
      className?: string;
      brand?: never;
    }
  | {
      /** A brand's mark (content/brand-logos.ts), drawn from the page's sprite. */
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
      className?: string;
      name?: never;
    };

/**
 * The one way to show an icon, in static sections and islands alike: an SVG that points at a
 * symbol of the page's sprite (`<use>`), so no icon code ships in any island and no icon is a
 * request or a document of its own. `name`: sized by the class and coloured by the text colour.
 * `brand`: the brand's catalogue mark in its own colours, or a social brand's one-colour `glyph`
 * in the soft ink colour of either theme; named by `alt` (`role="img"`), else hidden.
 */
export function Icon(props: IconProps) {
  if (props.brand !== undefined) {
    return (
      <svg
        width={props.size}
        height={props.size}
        fill={props.glyph ? "currentColor" : undefined}
        className={cn(
          props.glyph && "text-ink-soft",
          props.tile &&
            "shrink-0 rounded-xl bg-white p-2 ring-1 ring-line dark:bg-slate-200 dark:ring-0",
          props.className,
        )}
        {...(props.alt ? { role: "img", "aria-label": props.alt } : { "aria-hidden": "true" })}
      >
        <use href={`#${(props.glyph ? glyphSymbolId : markSymbolId)(props.brand)}`} />
      </svg>
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
