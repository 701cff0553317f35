import { REPORT_CATALOGUE, REPORT_GROUPS, type ReportRightHolder } from '@savdo/shared/reports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Flex, Radio, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { useRules } from '../../../platform/session.ts';
import { REPORTS_KEY, reportsApi } from '../catalogue/api.ts';
import { OptionSelect } from '../catalogue/report-filters.tsx';

/**
 * `/information/reports/rules` (report_management.show): the reports a
 * position or a user may open, by group; a user's own grants come beside
 * their position's (shown checked and fixed). Saving needs `.edit`.
 */
export function ReportRightsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const canEdit = useRules().has('report_management.edit');
  const client = useQueryClient();
  const [holder, setHolder] = useState<ReportRightHolder>('position');
  const [id, setId] = useState<number | undefined>();
  const [codes, setCodes] = useState<string[]>([]);
  const key = [REPORTS_KEY, 'rights', holder, id];
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => reportsApi.rights(holder, id ?? 0),
    enabled: id !== undefined,
  });
  useEffect(() => setCodes(data?.codes ?? []), [data]);
  const save = useMutation({
    mutationFn: () => reportsApi.saveRights(holder, id ?? 0, codes),
    onSuccess: (answer) => client.setQueryData(key, answer),
  });
  const fromPosition = new Set(data?.from_position ?? []);

  return (
    <Flex vertical gap={12} data-testid="report-rights">
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t(route.titleKey)}
      </Typography.Title>
      <Typography.Text type="secondary">{t('reports.rights.hint')}</Typography.Text>
      <Space wrap>
        <Radio.Group
          value={holder}
          onChange={(e) => {
            setHolder(e.target.value);
            setId(undefined);
          }}
          optionType="button"
          options={[
            { value: 'position', label: t('reports.rights.position') },
            { value: 'user', label: t('reports.rights.user') },
          ]}
        />
        <OptionSelect
          key={holder}
          list={holder}
          placeholder={t(holder === 'position' ? 'reports.rights.pickPosition' : 'reports.rights.pickUser')}
          value={id === undefined ? undefined : String(id)}
          onChange={(v) => setId(v ? Number(v) : undefined)}
        />
        {id !== undefined && canEdit && (
          <Button
            type="primary"
            data-testid="report-rights-save"
            loading={save.isPending}
            onClick={() => save.mutate()}
          >
            {t('reports.rights.save')}
          </Button>
        )}
      </Space>
      {id !== undefined && data && (
        <Flex vertical gap={12}>
          {REPORT_GROUPS.map((group) => {
            const inGroup = REPORT_CATALOGUE.filter(([, g]) => g === group).map(([code]) => code);
            return (
              <Card key={group} size="small" title={t(`reports.groups.${group}`)}>
                <Checkbox.Group
                  disabled={!canEdit}
                  value={[...codes, ...inGroup.filter((c) => fromPosition.has(c))]}
                  onChange={(checked) =>
                    setCodes([
                      ...codes.filter((c) => !inGroup.includes(c)),
                      ...checked.filter((c) => !fromPosition.has(c)),
                    ])
                  }
                >
                  <Flex vertical gap={4}>
                    {inGroup.map((code) => (
                      <span key={code} data-testid={`right-${code}`}>
                        <Checkbox value={code} disabled={fromPosition.has(code)}>
                          <Tag>{code}</Tag>
                          {t(`reports.titles.${code}`)}
                          {fromPosition.has(code) && (
                            <Tag color="blue">{t('reports.rights.fromPosition')}</Tag>
                          )}
                        </Checkbox>
                      </span>
                    ))}
                  </Flex>
                </Checkbox.Group>
              </Card>
            );
          })}
        </Flex>
      )}
    </Flex>
  );
}
