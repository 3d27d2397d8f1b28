import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useSlider } from "./use-slider";

const element = (inside = false) => ({
  currentTarget: { contains: () => inside } as unknown as Element,
  relatedTarget: null,
});

describe("useSlider", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (startPaused = false) =>
    renderHook(() => useSlider(4, { interval: 3000, startPaused }));

  it("advances to the next slide after 3000 ms", () => {
    const { result } = setup();
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
  });

  it("wraps from the fourth slide back to the first", () => {
    const { result } = setup();
    for (let i = 0; i < 3; i++) act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(3);
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(0);
  });

  it("jumps to a slide chosen with its dot and gives it the full interval", () => {
    const { result } = setup();
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current.goTo(2));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.index).toBe(3);
  });

  it("pauses while hovered and resumes when the pointer leaves", () => {
    const { result } = setup();
    act(() => result.current.handlers.onMouseEnter());
    act(() => vi.advanceTimersByTime(9000));
    expect(result.current.index).toBe(0);
    expect(result.current.rotating).toBe(false);
    act(() => result.current.handlers.onMouseLeave());
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(1);
  });

  it("pauses while focus is inside and resumes when focus leaves", () => {
    const { result } = setup();
    act(() => result.current.handlers.onFocus());
    act(() => vi.advanceTimersByTime(9000));
    expect(result.current.index).toBe(0);
    act(() => result.current.handlers.onBlur(element(true)));
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(0);
    act(() => result.current.handlers.onBlur(element(false)));
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(1);
  });

  it("stops with the pause button and resumes with play", () => {
    const { result } = setup();
    act(() => result.current.toggle());
    expect(result.current.playing).toBe(false);
    act(() => vi.advanceTimersByTime(9000));
    expect(result.current.index).toBe(0);
    act(() => result.current.toggle());
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(1);
  });

  it("starts paused when asked (reduced motion) until play is pressed", () => {
    const { result } = setup(true);
    expect(result.current.playing).toBe(false);
    act(() => vi.advanceTimersByTime(9000));
    expect(result.current.index).toBe(0);
    act(() => result.current.toggle());
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(1);
  });
});
