import { childRoutes } from '@savdo/shared/routes';
import { checkRule } from '@savdo/shared/rules';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentRoute } from '../../platform/current-route.ts';
import { useRules } from '../../platform/session.ts';

/** The index page of a section or group: the pages under it that the user may open. */
export function SectionIndexPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const rules = useRules();
  const children = useMemo(
    () => childRoutes(route.path).filter((child) => !child.hideInMenu && checkRule(child.rule, rules)),
    [route.path, rules],
  );

  return (
    <section data-testid="section-index">
      <Typography.Title level={1}>{t(route.titleKey)}</Typography.Title>
      {children.length === 0 ? (
        <Empty description={t('common.sectionIndex.empty')} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('common.sectionIndex.hint')}</Typography.Paragraph>
          <Row gutter={[16, 16]}>
            {children.map((child) => (
              <Col key={child.path} xs={24} sm={12} lg={8} xl={6}>
                <Link to={child.path} data-testid={`index-link-${child.name}`}>
                  <Card hoverable size="small">
                    <Typography.Text strong>{t(child.titleKey)}</Typography.Text>
                    {child.index && (
                      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                        {t('common.sectionIndex.group')}
                      </Typography.Paragraph>
                    )}
                  </Card>
                </Link>
              </Col>
            ))}
          </Row>
        </>
      )}
    </section>
  );
}
