import type { ReactNode } from "react";
import { useDocumentTitle } from "./use-document-title.ts";

/** The coloured band at the top of an inner page, holding the page's one h1. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="on-dark bg-brand-800 text-white">
      <div className="container-page py-10 md:py-14">
        <h1 className="font-bold text-3xl tracking-tight md:text-4xl">{title}</h1>
        {children ? <div className="mt-3 max-w-2xl text-brand-100">{children}</div> : null}
      </div>
    </div>
  );
}
