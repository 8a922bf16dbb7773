import type { ReactNode } from "react";
import { CheckIcon, CloseIcon } from "../../components/icons.tsx";
import { useDocumentTitle } from "../../components/use-document-title.ts";

const tones = {
  success: { Icon: CheckIcon, circle: "bg-brand-100 text-brand-700", title: "text-brand-900" },
  failure: { Icon: CloseIcon, circle: "bg-accent-100 text-accent-700", title: "text-accent-800" },
};

interface PaymentResultProps {
  tone: keyof typeof tones;
  title: string;
  children: ReactNode;
  /** The buttons that lead on. */
  actions: ReactNode;
}

/** The one-message page after a payment: a sign, the title, what happened, the ways on. */
export function PaymentResult({ tone, title, children, actions }: PaymentResultProps) {
  useDocumentTitle(title);
  const { Icon, circle, title: titleColour } = tones[tone];
  return (
    <div className="container-page flex flex-col items-center gap-5 py-16 text-center md:py-24">
      <div className={`flex size-20 items-center justify-center rounded-full ${circle}`}>
        <Icon width={44} height={44} strokeWidth={2.5} />
      </div>
      <h1 className={`font-bold text-3xl md:text-4xl ${titleColour}`}>{title}</h1>
      {children}
      <div className="flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}
