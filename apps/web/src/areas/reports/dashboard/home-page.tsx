import { useMemo } from 'react';
import { useMe, useRules } from '../../../platform/session.ts';
import { Dashboard } from './dashboard.tsx';
import { Greeting } from './greeting.tsx';
import { permittedTabs, showsDashboard } from './tabs.ts';

/** `/`: the dashboard for users allowed it, the greeting for everyone else. */
export function HomePage() {
  const { data: me } = useMe();
  const rules = useRules();
  const tabs = useMemo(() => permittedTabs(rules), [rules]);
  if (showsDashboard(rules, tabs)) return <Dashboard tabs={tabs} />;
  return <Greeting name={me?.user.full_name || me?.user.username || ''} />;
}
