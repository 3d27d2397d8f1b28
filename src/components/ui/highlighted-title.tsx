/** Splits `title` around `highlight` and renders the highlighted part in the brand gradient. */
export function HighlightedTitle({ title, highlight }: { title: string; highlight?: string }) {
  const at = highlight ? title.indexOf(highlight) : -1;
  if (!highlight || at < 0) return <>{title}</>;
  return (
    <>
      {title.slice(0, at)}
      <span className="bg-gradient-to-r from-brand-600 to-violet-600 bg-clip-text text-transparent dark:from-brand-300 dark:to-violet-300">
        {highlight}
      </span>
      {title.slice(at + highlight.length)}
    </>
  );
}
