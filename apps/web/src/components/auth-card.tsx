import type { ReactNode } from "react";
import { PageHeader } from "./page-header.tsx";

/** The narrow card the login and forgot-password forms sit in, under the page's banner. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title}>{intro}</PageHeader>
      <div className="container-page py-10 md:py-14">
        <div className="mx-auto max-w-md rounded-2xl bg-white p-5 shadow-card sm:p-8">
          {children}
        </div>
      </div>
    </>
  );
}
