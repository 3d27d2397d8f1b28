import { useId, type ReactElement, type ReactNode } from "react";
import { cloneElement } from "react";
import { optionalFieldMark } from "../../shared/forms";
import { cn } from "../../lib/utils";
import { Label } from "./label";

interface FieldProps {
  label: ReactNode;
  /** The control: an Input, Textarea or select. It receives id, aria-invalid and aria-describedby. */
  children: ReactElement<{ id?: string; "aria-invalid"?: boolean; "aria-describedby"?: string }>;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  className?: string;
  id?: string;
}

/** A label, a control, an optional hint and an error message, tied together for assistive tech. */
export function Field({ label, children, hint, error, optional, className, id }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={controlId}>
        {label}
        {optional ? (
          <span className="ml-1 font-normal text-ink-muted">{optionalFieldMark}</span>
        ) : null}
      </Label>
      {cloneElement(children, {
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
