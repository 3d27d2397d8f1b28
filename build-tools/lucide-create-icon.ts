import { createElement, type SVGProps } from "react";

type IconNode = [tag: string, attributes: Record<string, string>][];
interface IconData {
  name: string;
  node: IconNode;
}
interface IconProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
}

/** A small stand-in for lucide-react's createLucideIcon (see lucide-slim.ts). */
export default function createLucideIcon({ name, node }: IconData) {
  function LucideIcon({ size = 24, strokeWidth = 2, absoluteStrokeWidth: _absolute, className, children, ...props }: IconProps) {
    const labelled = props["aria-label"] || props["aria-labelledby"] || props.role === "img";
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: ["lucide", `lucide-${name}`, className].filter(Boolean).join(" "),
        ...(labelled ? {} : { "aria-hidden": true }),
        ...props,
      },
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  }
  LucideIcon.displayName = name;
  return LucideIcon;
}
