import type { ReactNode } from 'react';
import type { PlatformId, SdkCatalogue } from '../../../shared/sdk/catalogue.ts';
import { Tabs, TabItem } from '../../mdx/Tabs.tsx';
import { useT } from '../../context.tsx';

/** The group every platform tab of the site shares: one choice selects the same platform everywhere. */
export const PLATFORM_GROUP = 'sdk-platform';

/** One tab per catalogue platform (in catalogue order), synced site-wide with every other platform tab. */
export function PlatformTabs({ catalogue, render }: { catalogue: SdkCatalogue; render: (platform: PlatformId, label: string) => ReactNode }) {
  const t = useT();
  return (
    <Tabs groupId={PLATFORM_GROUP} className="sdk-platforms" unknownChoice={t('theme.sdk.unknownPlatform')}>
      {catalogue.platforms.map((p) => (
        <TabItem key={p.id} value={p.id} label={p.label}>
          {render(p.id, p.label)}
        </TabItem>
      ))}
    </Tabs>
  );
}
