import type { ReactNode } from "react";

/** A home page band with its h2; `id` names the section for its heading and for tests. */
export function HomeSection({
  id,
  title,
  intro,
  action,
  tone = "plain",
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  action?: ReactNode;
  tone?: "plain" | "tinted";
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={tone === "tinted" ? "bg-sand/60 py-12 md:py-16" : "py-12 md:py-16"}
    >
      <div className="container-page">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <h2
              id={headingId}
              className="font-bold text-2xl text-brand-900 tracking-tight md:text-3xl"
            >
              {title}
            </h2>
            {intro ? <p className="mt-2 text-muted md:text-lg">{intro}</p> : null}
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}
