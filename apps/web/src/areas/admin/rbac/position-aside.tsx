import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Collapse, Flex, Spin, Typography } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { rbacSilent } from './api.ts';
import { RBAC_KEY } from './queries.ts';
import { onlyRules, type RuleGroup } from './rule-helpers.ts';

export interface PositionRules {
  loading: boolean;
  /** The user's record or the position's rules could not be read (e.g. no right to). */
  unavailable: boolean;
  positionName: string | undefined;
  /** Undefined while unknown or when the user has no position. */
  rules: ReadonlySet<string> | undefined;
  hasPosition: boolean;
}

/** The position of a user (GET /user/m-users/:id) and the rules it gives; nothing when `userId` is undefined. */
export function usePositionRules(userId: number | undefined): PositionRules {
  const user = useQuery({
    queryKey: [RBAC_KEY, 'user', userId],
    queryFn: () => rbacSilent.user(userId as number),
    enabled: userId !== undefined,
    retry: false,
  });
  const positionId = user.data?.user_position_id ?? undefined;
  const set = useQuery({
    queryKey: [RBAC_KEY, 'set', 'position', positionId],
    queryFn: () => rbacSilent.ruleSet('position', positionId as number),
    enabled: positionId !== undefined,
    retry: false,
  });
  const rules = useMemo(() => (set.data ? new Set(set.data) : undefined), [set.data]);
  return {
    loading: user.isLoading || set.isLoading,
    unavailable: user.isError || set.isError,
    positionName: user.data?.user_position_name ?? undefined,
    rules,
    hasPosition: positionId !== undefined,
  };
}

interface Props {
  position: PositionRules;
  groups: readonly RuleGroup[];
  /** The user's own rules as ticked now, for the effective total. */
  own: ReadonlySet<string>;
}

/** Beside the user rules editor: read-only, what the user's position already gives, and the effective total. */
export function PositionAside({ position, groups, own }: Props) {
  const { t } = useTranslation();
  const given = useMemo(
    () => (position.rules ? onlyRules(groups, position.rules) : []),
    [groups, position.rules],
  );
  const effective = useMemo(() => new Set([...own, ...(position.rules ?? [])]).size, [own, position.rules]);

  let body: ReactNode;
  if (position.loading) body = <Spin />;
  else if (position.unavailable) body = <Alert type="info" showIcon title={t('rbac.aside.unavailable')} />;
  else if (!position.hasPosition) body = <Typography.Text>{t('rbac.aside.none')}</Typography.Text>;
  else
    body = (
      <Flex vertical gap={8}>
        <Typography.Text strong>
          {t('rbac.aside.position', { name: position.positionName ?? '' })}
        </Typography.Text>
        <Typography.Text data-testid="rbac-effective-count">
          {t('rbac.aside.effective', { count: effective })}
        </Typography.Text>
        {given.length === 0 ? (
          <Typography.Text type="secondary">{t('rbac.aside.empty')}</Typography.Text>
        ) : (
          <Collapse
            size="small"
            items={given.map((group) => ({
              key: group.module,
              label: `${group.title} (${group.rules.length})`,
              children: (
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {group.rules.map((rule) => (
                    <li key={rule.name} title={rule.name}>
                      {rule.label}
                    </li>
                  ))}
                </ul>
              ),
            }))}
          />
        )}
      </Flex>
    );

  return (
    <Card size="small" title={t('rbac.aside.title')} data-testid="rbac-position-aside">
      {body}
    </Card>
  );
}
