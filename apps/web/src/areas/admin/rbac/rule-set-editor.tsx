import { Checkbox, Collapse, Empty, Flex, Input, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterGroups, moduleState, type RuleGroup, setModule } from './rule-helpers.ts';
import styles from './rule-set-editor.module.css';

interface Props {
  /** The whole catalogue, grouped by module. */
  groups: readonly RuleGroup[];
  /** The ticked rules. */
  value: ReadonlySet<string>;
  onChange(next: Set<string>): void;
  /** Rules whose checkbox is disabled (no edit right, or not assignable by the acting user). */
  locked: (name: string) => boolean;
  /** Rules the holder already has from elsewhere (a user's position), marked beside the label. */
  inherited?: ReadonlySet<string>;
}

/**
 * The rule-set editor of the position, user and assignable rules screens:
 * modules as collapsible groups of checkboxes, a search over labels and
 * names (matching modules open by themselves), and a "select all" per module
 * that only touches the rules the user may change.
 */
export function RuleSetEditor({ groups, value, onChange, locked, inherited }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  const shown = useMemo(() => filterGroups(groups, query), [groups, query]);
  const total = useMemo(() => groups.reduce((sum, group) => sum + group.rules.length, 0), [groups]);
  const searching = query.trim() !== '';

  const toggle = (name: string, on: boolean) => {
    const next = new Set(value);
    if (on) next.add(name);
    else next.delete(name);
    onChange(next);
  };

  const items = shown.map((group) => {
    const names = group.rules.map((rule) => rule.name);
    const state = moduleState(value, names, locked);
    return {
      key: group.module,
      label: (
        <span data-testid={`rbac-module-${group.module}`}>
          {group.title}{' '}
          <Typography.Text type="secondary">
            {state.count} / {names.length}
          </Typography.Text>
        </span>
      ),
      extra: (
        // the checkbox sits in the panel header: its click must not fold the panel
        // biome-ignore lint/a11y/noStaticElementInteractions: only stops the click from reaching the header
        // biome-ignore lint/a11y/useKeyWithClickEvents: the checkbox inside handles the keyboard
        <span onClick={(event) => event.stopPropagation()}>
          <Checkbox
            data-testid={`rbac-module-all-${group.module}`}
            checked={state.checked}
            indeterminate={state.indeterminate}
            disabled={state.allLocked}
            onChange={() => onChange(setModule(value, names, !state.checked, locked))}
          >
            {t('rbac.editor.selectAll')}
          </Checkbox>
        </span>
      ),
      children: (
        <div className={styles.grid}>
          {group.rules.map((rule) => {
            const isLocked = locked(rule.name);
            return (
              <Checkbox
                key={rule.name}
                data-testid={`rule-${rule.name}`}
                checked={value.has(rule.name)}
                disabled={isLocked}
                onChange={(event) => toggle(rule.name, event.target.checked)}
              >
                <span title={isLocked ? t('rbac.editor.notAssignable') : rule.name}>
                  {rule.label} <code className={styles.name}>{rule.name}</code>
                  {inherited?.has(rule.name) && (
                    <Tag className={styles.tag} color="blue">
                      {t('rbac.editor.fromPosition')}
                    </Tag>
                  )}
                </span>
              </Checkbox>
            );
          })}
        </div>
      ),
    };
  });

  return (
    <div data-testid="rbac-editor">
      <Flex gap={16} align="center" wrap className={styles.toolbar}>
        <Input
          data-testid="rbac-rule-search"
          allowClear
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('rbac.editor.search')}
          aria-label={t('rbac.editor.search')}
          style={{ maxWidth: 360 }}
        />
        <Typography.Text data-testid="rbac-selected-count">
          {t('rbac.editor.selected', { count: value.size, total })}
        </Typography.Text>
      </Flex>
      {shown.length === 0 ? (
        <Empty description={t('rbac.editor.nothingFound')} />
      ) : (
        <Collapse
          size="small"
          activeKey={searching ? shown.map((group) => group.module) : open}
          onChange={(keys) => {
            if (!searching) setOpen(Array.isArray(keys) ? keys : [keys]);
          }}
          items={items}
        />
      )}
    </div>
  );
}
