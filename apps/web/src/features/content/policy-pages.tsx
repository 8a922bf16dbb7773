import type { ReactNode } from "react";
import { PageHeader } from "../../components/page-header.tsx";

function PolicyPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="container-page py-12">
        <div className="max-w-3xl space-y-4 rounded-2xl bg-white p-6 text-lg leading-relaxed shadow-card ring-1 ring-sand md:p-10">
          {children}
        </div>
      </div>
    </>
  );
}

/** The spec does not give the terms' text; the owners will supply it. */
export function TermsAndConditionsPage() {
  return (
    <PolicyPage title="Terms and Conditions">
      <p className="text-muted">This page is coming soon.</p>
    </PolicyPage>
  );
}

/** The spec does not give the policy's text; the owners will supply it. */
export function PrivacyPolicyPage() {
  return (
    <PolicyPage title="Privacy Policy">
      <p className="text-muted">This page is coming soon.</p>
    </PolicyPage>
  );
}

export function CancellationAndRefundPage() {
  return (
    <PolicyPage title="Cancellation and Refund">
      <p className="text-muted text-sm">
        Last updated on <time dateTime="2024-12-21">Dec 21 2024</time>
      </p>
      <p>No cancellations &amp; Refunds are entertained</p>
    </PolicyPage>
  );
}

export function ShippingAndDeliveryPage() {
  return (
    <PolicyPage title="Shipping and Delivery">
      <p>Shipping is not applicable for business.</p>
    </PolicyPage>
  );
}
