import { findResource } from '@savdo/shared/resources';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ResourceList } from '../../../engine/resource-list.tsx';

const LISTS = { masters: 'installation_master', rates: 'installation_rate' } as const;
type Tab = keyof typeof LISTS;
/** The page's own parameter, kept when a list writes its state to the address bar. */
const KEEP = ['tab'] as const;

/**
 * /installation-of-products/masters: the masters (with their own rate per
 * job) and the installation rates per product or product category, which
 * come before a master's own rate; two engine lists under one rule
 * (`master`), switched by two buttons (`?tab=` in the address bar).
 */
export function MastersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'rates' ? 'rates' : 'masters';
  const def = findResource(LISTS[tab]);
  return (
    <section data-testid="installation-masters-page">
      <Flex gap={8} style={{ marginBottom: 16 }}>
        {(Object.keys(LISTS) as Tab[]).map((key) => (
          <Button
            key={key}
            data-testid={`masters-tab-${key}`}
            type={key === tab ? 'primary' : 'default'}
            onClick={() => setParams(key === 'masters' ? {} : { tab: key })}
          >
            {t(`installation.tabs.${key}`)}
          </Button>
        ))}
      </Flex>
      {def && <ResourceList key={def.name} def={def} ext={undefined} keepParams={KEEP} />}
    </section>
  );
}
