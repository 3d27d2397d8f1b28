/**
 * Inline in every page's <head> (base-layout.astro), so it runs before any of the site's code: a submit of a
 * form marked `data-hold-submit` whose island has not hydrated yet (no `data-interactive`) is held
 * instead of sent, and the form is marked `data-held`. Once hydrated, the form sends it again
 * (`progressiveForm` in progressive-form.ts), so the visitor's click counts and nothing they typed
 * is lost. Kept tiny: it is part of every page.
 */
export const holdEarlySubmitsScript =
  'addEventListener("submit",e=>{let f=e.target;f.hasAttribute("data-hold-submit")&&!f.hasAttribute("data-interactive")&&(e.preventDefault(),f.setAttribute("data-held",""))},true)';
