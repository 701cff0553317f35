import { useMemo } from 'react';
import { useMe, useRules } from '../../../platform/session.ts';
import { NewsBanner } from '../../admin/news/news-banner.tsx';
import { Dashboard } from './dashboard.tsx';
import { Greeting } from './greeting.tsx';
import { permittedTabs, showsDashboard } from './tabs.ts';
import { TodayBlocks } from './today-blocks.tsx';

/**
 * `/`: the newest unread news item, then the dashboard for users allowed it;
 * for everyone else the greeting and their work for today.
 */
export function HomePage() {
  const { data: me } = useMe();
  const rules = useRules();
  const tabs = useMemo(() => permittedTabs(rules), [rules]);
  return (
    <>
      <NewsBanner />
      {showsDashboard(rules, tabs) ? (
        <Dashboard tabs={tabs} />
      ) : (
        <>
          <Greeting name={me?.user.full_name || me?.user.username || ''} />
          <TodayBlocks />
        </>
      )}
    </>
  );
}
