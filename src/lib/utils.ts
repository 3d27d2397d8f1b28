import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. No class-conflict merging (tailwind-merge costs 7 KB gzip on every page):
 * components take variants rather than overriding one utility with another.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
