import { useSyncExternalStore } from "react";

/**
 * The visitor's reading list: slugs of saved posts, kept in this browser's localStorage only.
 * Components read it with useSavedPost (useSyncExternalStore), so every Save button and other tabs
 * of the site stay in step.
 */
export const READING_LIST_KEY = "automatica.reading-list";

const listeners = new Set<() => void>();

export function readReadingList(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(READING_LIST_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((slug) => typeof slug === "string") : [];
  } catch {
    return [];
  }
}

/** Adds the post if it is not saved, removes it if it is; returns whether it is saved now. */
export function toggleSavedPost(slug: string): boolean {
  const list = readReadingList();
  const saved = !list.includes(slug);
  const next = saved ? [...list, slug] : list.filter((entry) => entry !== slug);
  try {
    window.localStorage.setItem(READING_LIST_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the list simply stays as it was.
  }
  for (const listener of listeners) listener();
  return readReadingList().includes(slug);
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === READING_LIST_KEY || event.key === null) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** Whether the post is in the reading list; false while prerendering. */
export function useSavedPost(slug: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readReadingList().includes(slug),
    () => false,
  );
}
