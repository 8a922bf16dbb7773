import * as Tabs from "@radix-ui/react-tabs";
import type { Maid } from "@sahayi/contract";
import { emptyStates } from "@sahayi/contract/messages";
import { MaidGallery } from "./maid-gallery.tsx";

const triggerClass =
  "min-h-11 rounded-t-xl border-b-4 border-transparent px-5 font-semibold text-muted hover:text-brand-800 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800";

/** Product §2: About Me and Gallery tabs, each with its empty text. */
export function MaidTabs({ maid }: { maid: Maid }) {
  return (
    <Tabs.Root defaultValue="about" className="mt-8">
      <Tabs.List aria-label="Helper details" className="flex gap-2 border-sand border-b">
        <Tabs.Trigger value="about" className={triggerClass}>
          About Me
        </Tabs.Trigger>
        <Tabs.Trigger value="gallery" className={triggerClass}>
          Gallery
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="about" className="py-6">
        <p className="max-w-3xl whitespace-pre-line text-lg leading-relaxed">
          {maid.about?.trim() || emptyStates.noDetails}
        </p>
      </Tabs.Content>
      <Tabs.Content value="gallery" className="py-6">
        {maid.additional_images.length > 0 ? (
          <MaidGallery name={maid.name} images={maid.additional_images} />
        ) : (
          <p className="text-lg text-muted">{emptyStates.noImages}</p>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
