import { type FormInstance, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  /** The id of the save button. */
  saveId: string;
  form: FormInstance;
  save(values: Record<string, unknown>): Promise<unknown>;
  /** Called with true once saved, with false on cancel. */
  onClose(saved: boolean): void;
  children: ReactNode;
}

/** A fixed-assets action dialog: validates its form, saves, and closes once saved (a failure keeps it open). */
export function ActionModal({ title, saveId, form, save, onClose, children }: Props) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await save(values);
      onClose(true);
    } catch {
      // The main client has shown the server's message.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      okText={t('basicTools.actions.save')}
      cancelText={t('basicTools.actions.cancel')}
      onOk={submit}
      onCancel={() => onClose(false)}
      confirmLoading={saving}
      okButtonProps={{ id: saveId }}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
