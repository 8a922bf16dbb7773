import type { ReactNode } from "react";

/** A message under a form about the whole submit (product §4: "show the message under the form"). */
export function FormAlert({
  children,
  className = "",
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <p
      role="alert"
      className={`rounded-lg border border-accent-200 bg-accent-50 px-4 py-3 font-medium text-accent-800 ${className}`}
    >
      {children}
    </p>
  );
}
