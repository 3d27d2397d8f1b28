import type { CSSProperties } from "react";

/**
 * Five slowly drifting gradient circles in four colours. Transforms only; still under reduced
 * motion. In the dark theme each is a deeper shade, fainter, so that it glows on the dark page
 * without greying it or lowering the contrast of the text over it.
 */
const circles = [
  {
    color: "#818cf8",
    dark: "#4f46e5",
    size: "38rem",
    top: "-10rem",
    left: "-8rem",
    duration: "26s",
    delay: "0s",
  },
  {
    color: "#c084fc",
    dark: "#7e22ce",
    size: "30rem",
    top: "20%",
    left: "65%",
    duration: "32s",
    delay: "-6s",
  },
  {
    color: "#38bdf8",
    dark: "#0369a1",
    size: "26rem",
    top: "55%",
    left: "-6rem",
    duration: "28s",
    delay: "-12s",
  },
  {
    color: "#34d399",
    dark: "#047857",
    size: "22rem",
    top: "75%",
    left: "55%",
    duration: "34s",
    delay: "-3s",
  },
  {
    color: "#818cf8",
    dark: "#4338ca",
    size: "20rem",
    top: "40%",
    left: "30%",
    duration: "30s",
    delay: "-18s",
  },
] as const;

export function Background() {
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
      {circles.map((circle, index) => (
        <div
          key={index}
          className="absolute animate-drift rounded-full opacity-25 will-change-transform [--circle:var(--light)] motion-reduce:animate-none dark:opacity-30 dark:[--circle:var(--dark)]"
          style={
            {
              "--light": circle.color,
              "--dark": circle.dark,
              width: circle.size,
              height: circle.size,
              top: circle.top,
              left: circle.left,
              background: "radial-gradient(circle at center, var(--circle) 0%, transparent 68%)",
              animationDuration: circle.duration,
              animationDelay: circle.delay,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
