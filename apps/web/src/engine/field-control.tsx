import { enumLabelKey, findResource, maxLength } from '@savdo/shared/resources';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateField, TimeField } from '../controls/date-fields.tsx';
import { DecimalInput } from '../shared/decimal-input.tsx';
import { dependentOptionsQuery, refLabelName } from './columns.ts';
import type { FieldControlProps } from './extension-types.ts';
import { RefSelect } from './ref-select.tsx';

/** The reference select of a dialog: narrowed by the field it depends on, labelled from the edited row. */
function RefInput({ id, value, onChange, def, field, row }: FieldControlProps) {
  const form = Form.useFormInstance();
  const dependsOn = field.refDependsOn?.field;
  const parent: unknown = Form.useWatch(
    (values: Record<string, unknown>) => (dependsOn ? values[dependsOn] : undefined),
    form,
  );
  const query = dependentOptionsQuery(field, dependsOn ? { [dependsOn]: parent } : {});
  const sameAsRow = row !== undefined && row[field.name] === value;
  return (
    <RefSelect
      id={id}
      target={findResource(field.ref ?? '')}
      value={value}
      onChange={onChange}
      query={query}
      label={sameAsRow ? String(row[refLabelName(field)] ?? '') || undefined : undefined}
      testId={`field-${def.name}-${field.name}`}
    />
  );
}

/** The control of a field in the add/edit dialog, by its type. */
export function FieldControl(props: FieldControlProps) {
  const { t } = useTranslation();
  const { id, value, onChange, field } = props;
  const text = typeof value === 'string' ? value : value == null ? '' : String(value);
  const onText = (e: { target: { value: string } }) => onChange?.(e.target.value);
  switch (field.type) {
    case 'textarea':
    case 'html':
      return (
        <Input.TextArea
          id={id}
          value={text}
          onChange={onText}
          maxLength={maxLength(field)}
          autoSize={{ minRows: 3, maxRows: 10 }}
        />
      );
    case 'integer':
      return (
        <InputNumber
          id={id}
          value={typeof value === 'number' ? value : null}
          onChange={(n) => onChange?.(n ?? undefined)}
          precision={0}
          style={{ width: '100%' }}
        />
      );
    case 'decimal':
    case 'money':
    case 'percent':
      return (
        <DecimalInput
          id={id}
          value={value}
          onChange={onChange}
          suffix={
            field.type === 'percent' ? '%' : field.type === 'money' ? (field.currency ?? 'UZS') : undefined
          }
        />
      );
    case 'boolean':
      return <Switch id={id} checked={Boolean(value)} onChange={(checked) => onChange?.(checked)} />;
    // the pickers load only where a resource has such a field
    case 'date':
      return <DateField id={id} value={value} onChange={onChange} />;
    case 'time':
      return <TimeField id={id} value={value} onChange={onChange} />;
    case 'enum':
      return (
        <Select
          id={id}
          value={text || undefined}
          onChange={(next: string | undefined) => onChange?.(next)}
          allowClear
          placeholder={t('engine.select')}
          options={(field.options ?? []).map((option) => ({
            value: option,
            label: t(enumLabelKey(field, option)),
          }))}
        />
      );
    case 'enum_set':
      return (
        <Select
          id={id}
          mode="multiple"
          value={Array.isArray(value) ? value : []}
          onChange={(next: string[]) => onChange?.(next)}
          allowClear
          placeholder={t('engine.select')}
          data-testid={`field-${props.def.name}-${field.name}`}
          options={(field.options ?? []).map((option) => ({
            value: option,
            label: t(enumLabelKey(field, option)),
          }))}
        />
      );
    case 'ref':
      return <RefInput {...props} />;
    case 'phone':
      return (
        <Input
          id={id}
          value={text}
          onChange={onText}
          inputMode="tel"
          placeholder="998901234567"
          maxLength={20}
        />
      );
    default:
      return <Input id={id} value={text} onChange={onText} maxLength={maxLength(field)} />;
  }
}
