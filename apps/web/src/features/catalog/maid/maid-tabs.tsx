import * as Tabs from "@radix-ui/react-tabs";
import type { Maid } from "@sahayi/contract";
import * as helper from "@sahayi/contract/i18n/en/helper";
import { emptyStates } from "@sahayi/contract/messages";
import { t } from "../../../lib/i18n.ts";
import { MaidGallery } from "./maid-gallery.tsx";

const triggerClass =
  "min-h-11 rounded-t-xl border-b-4 border-transparent px-5 font-semibold text-muted hover:text-brand-800 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800";

/** Product §2: About Me and Gallery tabs, each with its empty text. */
export function MaidTabs({ maid }: { maid: Maid }) {
  return (
    <Tabs.Root defaultValue="about" className="mt-8">
      <Tabs.List aria-label={t(helper.helperDetails)} className="flex gap-2 border-sand border-b">
        <Tabs.Trigger value="about" className={triggerClass}>
          {t(helper.aboutMe)}
        </Tabs.Trigger>
        <Tabs.Trigger value="gallery" className={triggerClass}>
          {t(helper.gallery)}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="about" className="py-6">
        <p className="max-w-3xl whitespace-pre-line text-lg leading-relaxed">
          {maid.about?.trim() || t(emptyStates.noDetails)}
        </p>
      </Tabs.Content>
      <Tabs.Content value="gallery" className="py-6">
        {maid.additional_images.length > 0 ? (
          <MaidGallery name={maid.name} images={maid.additional_images} />
        ) : (
          <p className="text-lg text-muted">{t(emptyStates.noImages)}</p>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
