/** The heading of the profile area's open section; the section is labelled by it. */
export function SectionHeading({ children }: { children: string }) {
  return (
    <h2 id="profile-section-heading" className="font-semibold text-2xl text-brand-900">
      {children}
    </h2>
  );
}
