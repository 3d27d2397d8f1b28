/** A page's own path as the site writes it: no trailing slash, "/" for the home page. */
export function currentPath(pathname: string): string {
  return pathname.replace(/\/+$/, "") || "/";
}
