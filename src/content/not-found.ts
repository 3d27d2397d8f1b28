/** The site's not-found page (any unknown path, served with status 404). */
export const notFoundCopy = {
  code: "404",
  title: "Page Not Found",
  /** The meta description. */
  description: "The page you're looking for doesn't exist or has moved.",
  text: "The page you're looking for doesn't exist or has moved. Check the address, or start again from the home page.",
  home: { label: "Return to Home", href: "/" },
};
