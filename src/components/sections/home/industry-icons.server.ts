import {
  Container,
  HeartPulse,
  Landmark,
  Plane,
  PlaneTakeoff,
  ShoppingCart,
  TrendingUp,
  Truck,
  Utensils,
  type LucideIcon,
} from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** The lucide icon for each industry's `icon` name (content/industries.ts). */
export const industryIcons: Record<string, LucideIcon> = {
  "heart-pulse": HeartPulse,
  landmark: Landmark,
  plane: Plane,
  "shopping-cart": ShoppingCart,
  utensils: Utensils,
  truck: Truck,
  "trending-up": TrendingUp,
  container: Container,
  "plane-takeoff": PlaneTakeoff,
};

/**
 * An industry icon as SVG markup, rendered at build time so that no icon code ships to the
 * browser. Unknown names fail the build rather than show an empty tile.
 */
export function industryIconSvg(name: string): string {
  const icon = industryIcons[name];
  if (!icon) throw new Error(`No icon mapped for industry icon "${name}"`);
  return renderToStaticMarkup(
    createElement(icon, { "aria-hidden": true, className: "size-6", focusable: false }),
  );
}
