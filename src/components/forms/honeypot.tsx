import { HONEYPOT_FIELD } from "../../shared/form-api";

/**
 * A field people never see and form-filling bots fill: hidden from sight, from assistive technology
 * and from the Tab order. The server answers a filled one with a quiet success and keeps nothing.
 */
export function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
