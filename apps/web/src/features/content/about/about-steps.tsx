/** How Sahayi works, step by step, for a household (product §2 about page: how-it-works). */
const steps = [
  {
    title: "Search helpers near you",
    text: "Pick your district and constituency, the kind of work, shift, language and age, and see the helpers who fit.",
  },
  {
    title: "Choose a plan",
    text: "A plan gives you a number of enquiries for a number of days. Browsing and reading profiles is always free.",
  },
  {
    title: "Contact the helper",
    text: "Tap Call Now or Whatsapp on a profile. The first time, one enquiry is used; after that the number stays yours to call.",
  },
  {
    title: "Agree and start",
    text: "Meet, check references, agree the work, hours and wages directly with the helper, and welcome them home.",
  },
];

export function AboutSteps() {
  return (
    <section aria-labelledby="about-steps-heading" className="bg-sand/60 py-12 md:py-16">
      <div className="container-page">
        <h2
          id="about-steps-heading"
          className="font-bold text-2xl text-brand-900 tracking-tight md:text-3xl"
        >
          How It Works
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ title, text }, index) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-card ring-1 ring-sand">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-accent-700 font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold text-brand-900 text-xl">{title}</h3>
              <p className="mt-2 text-muted leading-relaxed">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
