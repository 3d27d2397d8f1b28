/**
 * Inline in every page's <head> (base-layout.astro), so it runs before any of the site's code: a
 * submit of a form marked `data-hold-submit` whose island has not hydrated yet (no
 * `data-interactive`) is held instead of sent, and the form is marked `data-held`. Once hydrated,
 * the form sends it again (`progressiveForm` in progressive-form.ts), so the visitor's click counts
 * and nothing they typed is lost.
 *
 * If an island cannot hydrate (Astro's `astro:hydration-error`: a script failed to load, because a
 * deployment replaced the files this page was built with or the connection dropped), forms are
 * posted as plain HTML forms from then on, as without JavaScript, and a held one at once. A held
 * form is posted that way after 15 s at the latest. Only while the browser is online (else once it
 * is back). Kept small: it is part of every page.
 */
export const holdEarlySubmitsScript =
  '(()=>{let h=new Set,b=0,s=()=>{if(navigator.onLine){for(let f of h)f.hasAttribute("data-interactive")||f.submit();h.clear()}};addEventListener("submit",e=>{let f=e.target;b||!f.hasAttribute("data-hold-submit")||f.hasAttribute("data-interactive")||(e.preventDefault(),f.setAttribute("data-held",""),h.add(f),setTimeout(s,15e3))},true);addEventListener("astro:hydration-error",()=>{b=1;s()});addEventListener("online",s)})()';
