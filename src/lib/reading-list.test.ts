// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { READING_LIST_KEY, readReadingList, toggleSavedPost, useSavedPost } from "./reading-list";

beforeEach(() => window.localStorage.clear());

describe("reading list", () => {
  it("starts empty", () => {
    expect(readReadingList()).toEqual([]);
  });

  it("saves a post under automatica.reading-list and removes it on a second toggle", () => {
    expect(toggleSavedPost("ai-customer-service")).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(READING_LIST_KEY)!)).toEqual([
      "ai-customer-service",
    ]);
    expect(toggleSavedPost("ai-customer-service")).toBe(false);
    expect(readReadingList()).toEqual([]);
  });

  it("keeps other saved posts when one is toggled", () => {
    toggleSavedPost("a");
    toggleSavedPost("b");
    toggleSavedPost("a");
    expect(readReadingList()).toEqual(["b"]);
  });

  it("ignores a corrupted stored value", () => {
    window.localStorage.setItem(READING_LIST_KEY, "{not json");
    expect(readReadingList()).toEqual([]);
    window.localStorage.setItem(READING_LIST_KEY, JSON.stringify(["a", 3, null]));
    expect(readReadingList()).toEqual(["a"]);
  });

  it("re-renders subscribers when a post is saved", () => {
    const { result } = renderHook(() => useSavedPost("a"));
    expect(result.current).toBe(false);
    act(() => void toggleSavedPost("a"));
    expect(result.current).toBe(true);
  });

  it("follows changes made in another tab", () => {
    const { result } = renderHook(() => useSavedPost("a"));
    act(() => {
      window.localStorage.setItem(READING_LIST_KEY, JSON.stringify(["a"]));
      window.dispatchEvent(new StorageEvent("storage", { key: READING_LIST_KEY }));
    });
    expect(result.current).toBe(true);
  });
});
