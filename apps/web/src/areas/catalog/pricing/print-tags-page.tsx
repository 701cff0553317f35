import { Button, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { useCurrentRoute } from '../../../platform/current-route.ts';
import { PdfViewer, usePriceTagPdf } from './pdf-viewer.tsx';

/** Price tags of chosen products, on a chosen template (or the default one), as a PDF, under the route's title. */
export function PrintTagsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const [productIds, setProductIds] = useState<number[]>([]);
  const [templateId, setTemplateId] = useState<number>();
  const pdf = usePriceTagPdf();

  return (
    <Flex vertical gap={16} data-testid="print-price-tags" style={{ maxWidth: 720 }}>
      <Typography.Title level={1} style={{ margin: 0 }} data-testid="print-price-tags-title">
        {t(route.titleKey)}
      </Typography.Title>
      <Form layout="vertical">
        <Form.Item label={t('pricing.print.products')}>
          <OptionSelect
            multiple
            source="product"
            testId="print-products"
            placeholder={t('pricing.print.chooseProducts')}
            aria-label={t('pricing.print.chooseProducts')}
            value={productIds}
            onChange={setProductIds}
          />
        </Form.Item>
        <Form.Item label={t('pricing.fields.template')}>
          <OptionSelect
            source="template"
            testId="print-template"
            placeholder={t('pricing.print.defaultTemplate')}
            aria-label={t('pricing.print.defaultTemplate')}
            value={templateId}
            onChange={setTemplateId}
          />
        </Form.Item>
        <Button
          type="primary"
          data-testid="print-submit"
          disabled={productIds.length === 0}
          loading={pdf.busy}
          onClick={() => pdf.print(productIds, templateId)}
        >
          {t('pricing.print.print')}
        </Button>
      </Form>
      <PdfViewer url={pdf.url} onClose={pdf.close} />
    </Flex>
  );
}
