import '../warehouse/strings.ts';
import { findResource } from '@savdo/shared/resources';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { extensionOf } from '../../engine/extensions.ts';
import { ResourceList } from '../../engine/resource-list.tsx';

const GROUP = findResource('asset_group');
const ASSET = findResource('asset_product');
/** The page's own parameter, kept when a list writes its state to the address bar. */
const KEEP = ['tab'] as const;

/**
 * /basic-tools/main-engine-groups: the asset groups (with their yearly wear
 * rates) and the catalogue of assets in them, two engine lists under one
 * rule (`asset_group`). The tab is `?tab=` in the address bar.
 */
export function AssetGroupsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'assets' ? 'assets' : 'groups';
  if (!GROUP || !ASSET) return null;
  return (
    <Tabs
      data-testid="asset-groups-tabs"
      activeKey={tab}
      destroyOnHidden
      onChange={(key) => setParams(key === 'groups' ? {} : { tab: key })}
      items={[
        {
          key: 'groups',
          label: t('basicTools.tabs.groups'),
          children: <ResourceList def={GROUP} ext={extensionOf(GROUP.name)} keepParams={KEEP} />,
        },
        {
          key: 'assets',
          label: t('basicTools.tabs.assets'),
          children: <ResourceList def={ASSET} ext={extensionOf(ASSET.name)} keepParams={KEEP} />,
        },
      ]}
    />
  );
}
