import { GENDERS } from '@savdo/shared/schemas/clients-constants';
import { Button, Flex, Input, Select } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../controls/option-select.tsx';

const DateInput = lazy(() =>
  import('../../../controls/date-controls.tsx').then((m) => ({ default: m.DateInput })),
);

/** The filters of the clients list, as query values. */
export interface ClientFilters {
  province_id?: number;
  region_id?: number;
  village_id?: number;
  branch_id?: number;
  gender?: string;
  birth_date?: string;
  birth_month?: number;
  passport?: string;
  phone?: string;
  active?: string;
}

interface Props {
  value: ClientFilters;
  onChange(patch: Partial<ClientFilters>): void;
  onClear(): void;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const width = { width: 190 };

/** Address (province → region → village), branch, gender, birth date or month, passport, phone, status. */
export function ClientFilterBar({ value, onChange, onClear }: Props) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} wrap style={{ marginBottom: 16 }} data-testid="client-filters">
      <OptionSelect
        source="province"
        value={value.province_id}
        onChange={(province_id) => onChange({ province_id, region_id: undefined, village_id: undefined })}
        placeholder={t('clients.fields.province_id')}
        aria-label={t('clients.fields.province_id')}
        style={width}
        testId="filter-province"
      />
      <OptionSelect
        source="region"
        value={value.region_id}
        filter={value.province_id ? { province_id: value.province_id } : undefined}
        disabled={!value.province_id}
        onChange={(region_id) => onChange({ region_id, village_id: undefined })}
        placeholder={t('clients.fields.region_id')}
        aria-label={t('clients.fields.region_id')}
        style={width}
        testId="filter-region"
      />
      <OptionSelect
        source="village"
        value={value.village_id}
        filter={value.region_id ? { region_id: value.region_id } : undefined}
        disabled={!value.region_id}
        onChange={(village_id) => onChange({ village_id })}
        placeholder={t('clients.fields.village_id')}
        aria-label={t('clients.fields.village_id')}
        style={width}
        testId="filter-village"
      />
      <OptionSelect
        source="branch"
        value={value.branch_id}
        onChange={(branch_id) => onChange({ branch_id })}
        placeholder={t('clients.fields.branch_id')}
        aria-label={t('clients.fields.branch_id')}
        style={width}
        testId="filter-branch"
      />
      <Select
        allowClear
        value={value.gender}
        onChange={(gender?: string) => onChange({ gender })}
        placeholder={t('clients.fields.gender')}
        aria-label={t('clients.fields.gender')}
        options={GENDERS.map((g) => ({ value: g, label: t(`clients.genders.${g}`) }))}
        style={{ width: 130 }}
        data-testid="filter-gender"
      />
      <Select
        allowClear
        value={value.birth_month}
        onChange={(birth_month?: number) => onChange({ birth_month })}
        placeholder={t('clients.fields.birth_month')}
        aria-label={t('clients.fields.birth_month')}
        options={MONTHS.map((m) => ({ value: m, label: t(`clients.months.${m}`) }))}
        style={{ width: 150 }}
        data-testid="filter-birth-month"
      />
      <div style={{ width: 160 }} data-testid="filter-birth-date" title={t('clients.fields.birth_date')}>
        <Suspense fallback={null}>
          <DateInput
            value={value.birth_date}
            onChange={(d) => onChange({ birth_date: d ? String(d) : undefined })}
          />
        </Suspense>
      </div>
      <Input.Search
        allowClear
        defaultValue={value.passport}
        placeholder={t('clients.fields.passport')}
        onSearch={(passport) => onChange({ passport: passport.trim() || undefined })}
        style={{ width: 200 }}
        data-testid="filter-passport"
      />
      <Input.Search
        allowClear
        defaultValue={value.phone}
        placeholder={t('clients.fields.phone')}
        onSearch={(phone) => onChange({ phone: phone.trim() || undefined })}
        style={{ width: 190 }}
        data-testid="filter-phone"
      />
      <Select
        value={value.active ?? 'all'}
        onChange={(active: string) => onChange({ active: active === 'all' ? undefined : active })}
        options={[
          { value: 'true', label: t('clients.list.statusActive') },
          { value: 'false', label: t('clients.list.statusInactive') },
          { value: 'all', label: t('clients.list.statusAll') },
        ]}
        style={{ width: 130 }}
        data-testid="filter-active"
        aria-label={t('clients.fields.status')}
      />
      <Button onClick={onClear} data-testid="filter-clear">
        {t('clients.list.clearFilters')}
      </Button>
    </Flex>
  );
}
