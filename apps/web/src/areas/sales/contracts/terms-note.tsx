import type { Currency } from '@savdo/shared/money';
import { localTitle } from '@savdo/shared/resources';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { money } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n.ts';
import type { TariffTerms } from './terms.ts';

/**
 * Why a tariff's figures are not the plain ones: the monthly payment was
 * rounded to a finer step than the setting's (else the last instalments would
 * be 0), or the debt is too small for the term (the order is refused).
 */
export function TermsNote({ terms, currency }: { terms: TariffTerms; currency: Currency }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (terms.note === null) return null;
  const tooSmall = terms.note === 'debtTooSmall';
  return (
    <Alert
      type={tooSmall ? 'error' : 'info'}
      showIcon
      style={{ marginTop: 8 }}
      data-testid={`terms-note-${terms.tariff.id}`}
      title={`${localTitle(lang, terms.tariff.name, terms.tariff.name_ru)}: ${
        tooSmall
          ? t('contracts.calculator.debtTooSmall', { months: terms.tariff.months })
          : t('contracts.calculator.roundingLowered', { step: money(terms.rounding, currency, lang) })
      }`}
    />
  );
}
