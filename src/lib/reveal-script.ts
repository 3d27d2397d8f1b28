/**
 * The fade-in for `[data-reveal]` sections (SPEC: 500 ms, 0.1 visibility threshold), as an inline
 * script in the document head. Motion is an enhancement: a section is hidden only by this script,
 * only while it is out of view, and only when motion is allowed. Without JavaScript, with reduced
 * motion, or when this script never runs, everything simply shows. Sections taller than the window
 * (which could never reach 10% visibility) are not hidden at all, and neither is one already above
 * the window: a fast scroll (or a busy machine dropping frames) can pass a section without a frame in
 * which it was in view, and what a visitor has scrolled past must never stay hidden. A MutationObserver picks up the
 * sections that client-side navigation adds. The CSS is in app.css (`data-reveal-state`).
 * It also marks `<html class="js">`, for widgets that show a scripted form only with JavaScript
 * (`in-[.js]:` in Tailwind).
 */
export const revealScript =
  // Written small by hand: it is inline in every page, within the 6 KB inline-script budget.
  // s(el, state) sets data-reveal-state; o watches sections; n starts watching new ones.
  '(()=>{const d=document.documentElement;d.classList.add("js");' +
  'if(!("IntersectionObserver"in window)||!matchMedia("(prefers-reduced-motion: no-preference)").matches)return;' +
  'const s=(e,v)=>e.setAttribute("data-reveal-state",v),' +
  "o=new IntersectionObserver(l=>{for(const{target:t,isIntersecting:i,boundingClientRect:r}of l)" +
  'if(i||r.height>innerHeight||r.top<0){s(t,"shown");o.unobserve(t)}else s(t,"hidden")},{threshold:.1}),' +
  'n=()=>{for(const e of document.querySelectorAll("[data-reveal]:not([data-reveal-state])")){s(e,"pending");o.observe(e)}};' +
  "new MutationObserver(n).observe(d,{childList:!0,subtree:!0});n()})();";
