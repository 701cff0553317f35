import { findResource } from '@savdo/shared/resources';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ResourceList } from '../../../engine/resource-list.tsx';

const LISTS = { groups: 'asset_group', assets: 'asset_product' } as const;
type Tab = keyof typeof LISTS;
/** The page's own parameter, kept when a list writes its state to the address bar. */
const KEEP = ['tab'] as const;

/**
 * /basic-tools/main-engine-groups: the asset groups (with their yearly wear
 * rates) and the catalogue of assets in them, two engine lists under one
 * rule (`asset_group`), switched by two buttons (`?tab=` in the address bar).
 */
export function AssetGroupsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'assets' ? 'assets' : 'groups';
  const def = findResource(LISTS[tab]);
  return (
    <section data-testid="asset-groups-page">
      <Flex gap={8} style={{ marginBottom: 16 }}>
        {(Object.keys(LISTS) as Tab[]).map((key) => (
          <Button
            key={key}
            data-testid={`asset-tab-${key}`}
            type={key === tab ? 'primary' : 'default'}
            onClick={() => setParams(key === 'groups' ? {} : { tab: key })}
          >
            {t(`basicTools.tabs.${key}`)}
          </Button>
        ))}
      </Flex>
      {def && <ResourceList key={def.name} def={def} ext={undefined} keepParams={KEEP} />}
    </section>
  );
}
