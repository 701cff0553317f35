import { fieldLabelKey, type ResourceDef } from '@savdo/shared/resources';
import { Button, Form, Modal } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/index.ts';
import { zodRule } from '../shared/form-rules.ts';
import { dependentFields } from './columns.ts';
import type { FormSchema, ResourceExtension } from './extension-types.ts';
import { FieldControl } from './field-control.tsx';
import { type FormValues, formFieldsOf, initialValues, serverFieldErrors, toPayload } from './form-values.ts';
import type { FormMode, ResourceRow } from './types.ts';
import { useConfirm } from './use-confirm.ts';

type Shape = FormSchema['shape'];

// zod and the shared schemas: requested as soon as the dialog's chunk runs, in parallel with its first render.
const recordSchemas = import('./record-schema.ts');

/** The per-field validators of the dialog: the extension's schema or the definition's, both loaded on demand. */
function useFormShape(
  def: ResourceDef,
  ext: ResourceExtension | undefined,
  mode: FormMode,
): Shape | undefined {
  const [loaded, setLoaded] = useState<{ key: string; shape: Shape }>();
  const key = `${def.name}:${mode}`;
  useEffect(() => {
    let live = true;
    const schema = ext?.formSchema
      ? Promise.resolve(ext.formSchema(mode))
      : recordSchemas.then((m) => m.recordFormSchema(def));
    void schema.then(({ shape }) => {
      if (live) setLoaded({ key, shape });
    });
    return () => {
      live = false;
    };
  }, [def, ext, mode, key]);
  return loaded?.key === key ? loaded.shape : undefined;
}

export interface RecordDialogProps {
  def: ResourceDef;
  ext: ResourceExtension | undefined;
  mode: FormMode;
  /** The record being edited. */
  row?: ResourceRow;
  open: boolean;
  /** Sends the payload (create, or update of `row`); the caller refreshes the list. */
  save: (values: FormValues) => Promise<unknown>;
  onClose: () => void;
  afterClose: () => void;
}

/**
 * The add and edit dialog of a resource: one control per form field, each
 * validated by the shared schema's rule for it (the same messages as the
 * server's). An edit asks for confirmation first. Field errors of a 400
 * answer ("field: message") show under their fields as well as in the toast.
 */
export function RecordDialog({ def, ext, mode, row, open, save, onClose, afterClose }: RecordDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const confirm = useConfirm();
  const [saving, setSaving] = useState(false);
  const fields = useMemo(() => formFieldsOf(def), [def]);
  const extras = useMemo(
    () => (ext?.extraFormFields ?? []).filter((x) => x.modes.includes(mode)),
    [ext, mode],
  );
  const shape = useFormShape(def, ext, mode);
  const initial = useMemo(() => initialValues(def, mode, row), [def, mode, row]);
  const one = t(`resources.${def.name}.one`);

  const submit = async () => {
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    if (mode === 'edit' && !(await confirm('engine.confirm.edit'))) return;
    setSaving(true);
    try {
      await save(
        toPayload(
          def,
          values,
          extras.map((x) => x.name),
        ),
      );
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const names = [...fields.map((f) => f.name), ...extras.map((x) => x.name)];
        form.setFields(serverFieldErrors(error.errors, names));
      }
    } finally {
      setSaving(false);
    }
  };

  const onValuesChange = (changed: FormValues) => {
    for (const name of Object.keys(changed)) {
      for (const dependent of dependentFields(def, name)) form.setFieldValue(dependent, undefined);
    }
  };

  return (
    <Modal
      open={open}
      title={t(mode === 'create' ? 'engine.dialog.add' : 'engine.dialog.edit', { one, id: row?.id })}
      onCancel={onClose}
      afterClose={afterClose}
      destroyOnHidden
      mask={{ closable: false }}
      width={560}
      footer={[
        <Button key="cancel" onClick={onClose} data-testid="record-cancel">
          {t('engine.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={saving || !shape}
          onClick={() => void submit()}
          data-testid="record-submit"
        >
          {t('engine.save')}
        </Button>,
      ]}
    >
      <div data-testid="record-dialog" data-mode={mode}>
        <Form<FormValues>
          form={form}
          layout="vertical"
          initialValues={initial}
          onValuesChange={onValuesChange}
          onFinish={() => void submit()}
          preserve={false}
        >
          {fields.map((field) => {
            const Control = ext?.formFields?.[field.name] ?? FieldControl;
            const schema = shape?.[field.name];
            return (
              <Form.Item
                key={field.name}
                name={field.name}
                label={t(fieldLabelKey(def, field.name))}
                required={Boolean(field.required)}
                rules={schema ? [zodRule(schema, t)] : undefined}
                extra={field.type === 'phone' ? t('engine.phoneHint') : undefined}
              >
                <Control def={def} field={field} mode={mode} row={row} />
              </Form.Item>
            );
          })}
          {extras.map((extra) => {
            const schema = shape?.[extra.name];
            return (
              <Form.Item
                key={extra.name}
                name={extra.name}
                label={t(extra.labelKey)}
                required
                rules={schema ? [zodRule(schema, t)] : undefined}
              >
                <extra.control />
              </Form.Item>
            );
          })}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Form>
      </div>
    </Modal>
  );
}
