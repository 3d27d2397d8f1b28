import type { CSSProperties } from "react";

/**
 * How often the circles move: every 0.2 s, all five in the same frame (issue 33). They drift a few
 * pixels a second, so a frame at 60 Hz moved them a tenth of a pixel and the browser composited
 * the whole window again for it: in a browser without a GPU (Lighthouse's, the tests') that took
 * 0.3 s of CPU a second, in other threads and processes than the page's but on the same cores. In
 * steps of 0.2 s (about a pixel each, on soft gradients: no visible jump), started on the same
 * step, the window is composited again 5 times a second. Each keyframe segment (half a circle's
 * `duration`) and each phase (`delay`) is a whole number of steps, which keeps the steps together.
 */
export const DRIFT_STEP_S = 0.2;

/**
 * Five slowly drifting gradient circles in four colours: radial gradients (no blur filter), moved
 * by transforms only (on the compositor), in steps of `DRIFT_STEP_S`; still under reduced motion.
 * In the dark theme each is a deeper shade, fainter, so that it glows on the dark page without
 * greying it or lowering the contrast of the text over it.
 */
const circles = [
  {
    color: "#818cf8",
    dark: "#4f46e5",
    size: "38rem",
    top: "-10rem",
    left: "-8rem",
    duration: 26,
    delay: 0,
  },
  {
    color: "#c084fc",
    dark: "#7e22ce",
    size: "30rem",
    top: "20%",
    left: "65%",
    duration: 32,
    delay: -6,
  },
  {
    color: "#38bdf8",
    dark: "#0369a1",
    size: "26rem",
    top: "55%",
    left: "-6rem",
    duration: 28,
    delay: -12,
  },
  {
    color: "#34d399",
    dark: "#047857",
    size: "22rem",
    top: "75%",
    left: "55%",
    duration: 34,
    delay: -3,
  },
  {
    color: "#818cf8",
    dark: "#4338ca",
    size: "20rem",
    top: "40%",
    left: "30%",
    duration: 30,
    delay: -18,
  },
] as const;

/** The timing of one circle's drift, in steps of `DRIFT_STEP_S` (each keyframe segment is half a period). */
export function driftTiming(duration: number, delay: number) {
  return {
    animationDuration: `${duration}s`,
    animationDelay: `${delay}s`,
    animationTimingFunction: `steps(${Math.round(duration / 2 / DRIFT_STEP_S)})`,
  };
}

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
              ...driftTiming(circle.duration, circle.delay),
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
