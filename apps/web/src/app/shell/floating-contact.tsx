import { PhoneIcon, WhatsappIcon } from "../../components/icons.tsx";
import { telHref, whatsappHref } from "../../lib/format.ts";

/**
 * The two round buttons of spec §2: call the office, or chat with it. They sit side by side
 * bottom-left, inside the band every page keeps free at its bottom (--floating-space), so
 * they cover no content there; on wider screens the toasts appear bottom-right, clear of them.
 */
export function FloatingContact({ number }: { number: string | undefined }) {
  if (!number) return null;
  return (
    <aside
      aria-label="Quick contact"
      data-testid="floating-contact"
      className="fixed bottom-3 left-3 z-30 flex gap-2 sm:bottom-4 sm:left-4 sm:gap-3"
    >
      <a
        href={whatsappHref(number)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp"
        title="Chat with us on WhatsApp"
        className="inline-flex size-11 items-center sm:size-12 justify-center rounded-full bg-[#1a7f45] text-white shadow-lg ring-2 ring-white hover:bg-[#146636]"
      >
        <WhatsappIcon width={24} height={24} />
      </a>
      <a
        href={telHref(number)}
        aria-label="Call us"
        title="Call us"
        className="inline-flex size-11 items-center sm:size-12 justify-center rounded-full bg-brand-700 text-white shadow-lg ring-2 ring-white hover:bg-brand-800"
      >
        <PhoneIcon width={22} height={22} />
      </a>
    </aside>
  );
}
