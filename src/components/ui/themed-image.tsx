import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

/** Where an illustration's dark version is: beside it, `name-dark.svg` for `name.svg`. */
export function darkImageSrc(src: string) {
  return src.replace(/\.svg$/, "-dark.svg");
}

/**
 * An illustration drawn for each theme: the image and its dark version (`darkImageSrc`), one shown
 * by the theme's `dark` variant. CSS, not `<picture>` with a colour-scheme media query, so a
 * visitor's own choice of theme applies too. The one hidden is not fetched when `loading="lazy"`;
 * when the page loads them at once, the build draws both in the page itself as SVG elements
 * (scripts/inline-images.js), and the `dark` variant shows one just the same.
 * `className` styles both (never their `display`, which the theme sets).
 */
export function ThemedImage({
  src,
  alt,
  className,
  ...props
}: ComponentProps<"img"> & { src: string; alt: string }) {
  return (
    <>
      <img src={src} alt={alt} className={cn(className, "dark:hidden")} {...props} />
      <img
        src={darkImageSrc(src)}
        alt={alt}
        className={cn(className, "hidden dark:block")}
        {...props}
      />
    </>
  );
}
