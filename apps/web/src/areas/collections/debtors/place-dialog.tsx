import { villageAttachmentSchema, workplaceAttachmentSchema } from '@savdo/shared/schemas/collections';
import { Form, Input } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useFormDialog } from '../../../controls/form-dialog.tsx';
import { OptionSelect } from '../../../controls/option-select.tsx';
import { zodRule } from '../../../shared/form-rules.ts';
import { type AttachmentRow, collectionsApi, type PlaceKind } from './api.ts';

interface Props {
  kind: PlaceKind;
  /** The attachment changed; absent: a new one. */
  row?: AttachmentRow;
  onClose(saved: boolean): void;
}

type Values = { user_id: number; place_id: number; street?: string };

/** Attaches a collector to a village (or one of its streets) or to a workplace, or changes it. */
export function PlaceDialog({ kind, row, onClose }: Props) {
  const { t } = useTranslation();
  const saved = useRef(false);
  const streets = kind === 'attachment-of-streets';
  const dialog = useFormDialog<Values>(async (values) => {
    const input = streets
      ? villageAttachmentSchema.parse({
          user_id: values.user_id,
          village_id: values.place_id,
          street: values.street,
        })
      : workplaceAttachmentSchema.parse({ user_id: values.user_id, workplace_id: values.place_id });
    if (row) await collectionsApi.changePlace(kind, row.id, input);
    else await collectionsApi.addPlace(kind, input);
    saved.current = true;
  });
  const f = (key: string) => t(`collections.fields.${key}`);
  const shape = villageAttachmentSchema.shape;
  return (
    <FormDialog
      dialog={dialog}
      onClose={() => onClose(saved.current)}
      title={t(row ? 'collections.actions.edit' : 'collections.actions.add')}
      cancelLabel={t('collections.actions.cancel')}
      saveLabel={t('collections.actions.save')}
      saveTestId="place-save"
    >
      <Form
        form={dialog.form}
        layout="vertical"
        initialValues={
          row ? { user_id: row.user_id, place_id: row.place_id, street: row.street ?? undefined } : {}
        }
      >
        <Form.Item name="user_id" label={f('collector')} rules={[zodRule(shape.user_id, t)]}>
          <OptionSelect source="collections_user" label={row?.user_name} testId="place-user" />
        </Form.Item>
        <Form.Item
          name="place_id"
          label={f(streets ? 'village' : 'workplace')}
          rules={[zodRule(shape.village_id, t)]}
        >
          <OptionSelect
            source={streets ? 'collections_village' : 'collections_workplace'}
            label={row?.place_name}
            testId="place-place"
          />
        </Form.Item>
        {streets && (
          <Form.Item
            name="street"
            label={f('street')}
            extra={t('collections.hints.street')}
            rules={[zodRule(shape.street, t)]}
          >
            <Input data-testid="place-street" />
          </Form.Item>
        )}
      </Form>
    </FormDialog>
  );
}
