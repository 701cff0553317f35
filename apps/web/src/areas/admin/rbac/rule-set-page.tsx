import { checkRule } from '@savdo/shared/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, Empty, Flex, Row, Spin, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { refreshMe, useMe, useRules } from '../../../platform/session.ts';
import { type HolderKind, type HolderOption, rbacCalls } from './api.ts';
import { HolderSelect } from './holder-select.tsx';
import { PositionAside, usePositionRules } from './position-aside.tsx';
import { RBAC_KEY, useMyAssignable, useRuleGroups } from './queries.ts';
import { diffRules, lockTest } from './rule-helpers.ts';
import { RuleSetEditor } from './rule-set-editor.tsx';

/** The rule that lets the acting user change each kind of set (as the API checks it). */
export const EDIT_RULES: Record<HolderKind, string> = {
  position: 'user_position_rule.edit',
  user: 'user_rule.edit|user_rules.edit',
  assignable: 'user_attachable_rule.edit',
};

/**
 * One screen for the three rule sets: pick the holder, tick rules, save. The
 * whole set is sent (PUT replaces it); rules the acting user may not assign
 * are disabled, and without the edit right everything is read-only.
 */
export function RuleSetPage({ kind }: { kind: HolderKind }) {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const rules = useRules();
  const { data: me } = useMe();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const canEdit = checkRule(EDIT_RULES[kind], rules);
  const target = kind === 'position' ? 'position' : 'user';

  const { groups, isError: catalogueFailed } = useRuleGroups();
  const assignable = useMyAssignable();
  const locked = useMemo(() => lockTest(assignable.data, canEdit), [assignable.data, canEdit]);

  const [holder, setHolder] = useState<HolderOption>();
  const [draft, setDraft] = useState<Set<string>>();
  const setKey = [RBAC_KEY, 'set', kind, holder?.id];
  const current = useQuery({
    queryKey: setKey,
    queryFn: () => rbacCalls.ruleSet(kind, holder?.id as number),
    enabled: holder !== undefined,
    retry: false,
  });
  const position = usePositionRules(kind === 'user' ? holder?.id : undefined);

  const saved = useMemo(() => new Set(current.data ?? []), [current.data]);
  const value = draft ?? saved;
  const diff = useMemo(() => diffRules(saved, value), [saved, value]);
  const dirty = diff.added.length + diff.removed.length > 0;

  const save = useMutation({
    mutationFn: (next: string[]) => rbacCalls.saveRuleSet(kind, holder?.id as number, next),
    onSuccess: async (next) => {
      queryClient.setQueryData(setKey, next);
      setDraft(undefined);
      const self = me?.user;
      if (kind === 'assignable' && self?.id === holder?.id)
        await queryClient.invalidateQueries({ queryKey: [RBAC_KEY, 'my-assignable'] });
      const mine =
        (kind === 'user' && self?.id === holder?.id) ||
        (kind === 'position' && self?.user_position_id === holder?.id);
      if (mine) await refreshMe(queryClient);
    },
  });

  const pick = (option: HolderOption) => {
    const apply = () => {
      setHolder(option);
      setDraft(undefined);
    };
    if (!dirty) return apply();
    modal.confirm({
      title: t('rbac.editor.discardTitle'),
      content: t('rbac.editor.discardText'),
      okText: t('rbac.editor.discardOk'),
      cancelText: t('rbac.editor.cancel'),
      onOk: apply,
    });
  };

  let body: ReactNode;
  if (catalogueFailed || current.isError)
    body = <Alert type="error" showIcon title={t('rbac.editor.loadFailed')} />;
  else if (!holder) body = <Empty description={t(`rbac.pickFirst.${target}`)} />;
  else if (!groups || !current.data || !assignable.data) body = <Spin />;
  else {
    const editor = (
      <RuleSetEditor
        groups={groups}
        value={value}
        onChange={setDraft}
        locked={locked}
        inherited={kind === 'user' ? position.rules : undefined}
      />
    );
    body =
      kind === 'user' ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={16}>
            {editor}
          </Col>
          <Col xs={24} xl={8}>
            <PositionAside position={position} groups={groups} own={value} />
          </Col>
        </Row>
      ) : (
        editor
      );
  }

  return (
    <section data-testid="rbac-rule-set" data-kind={kind}>
      <Typography.Title level={1}>{t(route.titleKey)}</Typography.Title>
      <Typography.Paragraph type="secondary">{t(`rbac.kinds.${kind}`)}</Typography.Paragraph>
      <Flex vertical gap={12} style={{ marginBottom: 16 }}>
        {!canEdit && (
          <Alert data-testid="rbac-read-only" type="info" showIcon title={t('rbac.editor.readOnly')} />
        )}
        {canEdit && assignable.data && !assignable.data.all && (
          <Alert data-testid="rbac-locked-notice" type="warning" showIcon title={t('rbac.editor.locked')} />
        )}
        <Flex gap={12} align="center" wrap>
          <HolderSelect kind={kind} value={holder} onChange={pick} />
          {holder && canEdit && (
            <>
              <Typography.Text data-testid="rbac-changes" type={dirty ? undefined : 'secondary'}>
                {dirty
                  ? t('rbac.editor.changes', { added: diff.added.length, removed: diff.removed.length })
                  : t('rbac.editor.noChanges')}
              </Typography.Text>
              <Button data-testid="rbac-reset" disabled={!dirty} onClick={() => setDraft(undefined)}>
                {t('rbac.editor.reset')}
              </Button>
              <Button
                data-testid="rbac-save"
                type="primary"
                disabled={!dirty}
                loading={save.isPending}
                onClick={() => save.mutate([...value].sort())}
              >
                {t('rbac.editor.save')}
              </Button>
            </>
          )}
        </Flex>
      </Flex>
      {body}
    </section>
  );
}

/** /settings/rbac/position-rules */
export const PositionRulesPage = () => <RuleSetPage kind="position" />;
/** /settings/rbac/user-rules and /settings/user-rules */
export const UserRulesPage = () => <RuleSetPage kind="user" />;
/** /settings/rbac/assignable-rules */
export const AssignableRulesPage = () => <RuleSetPage kind="assignable" />;
