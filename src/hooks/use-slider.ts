import { useEffect, useState } from "react";

interface SliderOptions {
  /** Milliseconds each slide stays before the next. */
  interval: number;
  /** Start paused (e.g. when the visitor prefers reduced motion) until they press play. */
  startPaused?: boolean;
}

/**
 * State of an auto-advancing slideshow: which slide shows, whether it rotates, and the handlers
 * that pause it while the pointer is over it or focus is inside it (the WAI carousel pattern).
 */
export function useSlider(count: number, { interval, startPaused = false }: SliderOptions) {
  const [index, setIndex] = useState(0);
  // null until the visitor presses pause/play: then their choice wins over the default.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const playing = chosen ?? !startPaused;
  const rotating = playing && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    // One timeout per shown slide, so a slide reached by a dot also gets the full interval.
    const timer = window.setTimeout(() => setIndex((index + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [rotating, count, interval, index]);

  return {
    index,
    playing,
    rotating,
    goTo: setIndex,
    toggle: () => setChosen(!playing),
    /** Spread on the slideshow's container. */
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: { currentTarget: Element; relatedTarget: Element | null }) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}
