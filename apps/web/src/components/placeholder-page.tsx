import { PageHeader } from "./page-header.tsx";

/** An honest stand-in for a page that a later issue builds. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="container-page py-12">
        <p className="text-lg text-muted">This page is coming soon.</p>
      </div>
    </>
  );
}
