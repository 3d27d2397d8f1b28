import { Fragment } from "react";
import { site } from "../../shared/site";
import type { PageHeadContent } from "../../lib/seo";

/**
 * The head of every page after its scripts (src/layouts/base-layout.astro), rendered at build time from
 * the page's meta (lib/seo.ts `pageHead`): title, description, Open Graph and Twitter card, canonical
 * and alternate links, icons and JSON-LD.
 */
export function PageHead({ head }: { head: PageHeadContent }) {
  const { title, description, card } = head;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {head.noindex ? <meta name="robots" content="noindex, follow" /> : null}
      {card ? (
        <>
          <meta property="og:site_name" content={site.name} />
          <meta property="og:title" content={title} />
          <meta property="og:description" content={description} />
          <meta property="og:type" content={card.type} />
          <meta property="og:url" content={card.url} />
          <meta property="og:image" content={card.image} />
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content="1200" />
          <meta property="og:image:height" content="630" />
          <meta property="og:image:alt" content={card.imageAlt} />
          {card.articleSection ? (
            <meta property="article:section" content={card.articleSection} />
          ) : null}
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={title} />
          <meta name="twitter:description" content={description} />
          <meta name="twitter:image" content={card.image} />
          <meta name="twitter:image:alt" content={card.imageAlt} />
          {card.details.map((detail, index) => (
            <Fragment key={detail.label}>
              <meta name={`twitter:label${index + 1}`} content={detail.label} />
              <meta name={`twitter:data${index + 1}`} content={detail.data} />
            </Fragment>
          ))}
          <link rel="canonical" href={card.url} />
        </>
      ) : null}
      {head.alternates.map((link) => (
        <link
          key={link.href}
          rel="alternate"
          type={link.type}
          title={link.title}
          href={link.href}
        />
      ))}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      {head.jsonLd ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: head.jsonLd }} />
      ) : null}
    </>
  );
}
