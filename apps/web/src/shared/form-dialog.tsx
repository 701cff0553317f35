import { Button, Form, type FormInstance, Modal, type ModalProps } from 'antd';
import { type ReactNode, useState } from 'react';

/**
 * A form in a dialog that opens at once: its form, whether it is open, the
 * save in progress, and `submit` — validates, runs `save` and closes on
 * success; a failed save stays open (the main client showed the error toast).
 */
export function useFormDialog<Values>(save: (values: Values) => Promise<void>) {
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(true);
  const [saving, setSaving] = useState(false);
  const close = () => setOpen(false);

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await save(values);
      setOpen(false);
    } catch {
      // the main client showed the error toast
    } finally {
      setSaving(false);
    }
  };

  return { form, open, close, saving, submit };
}

export interface FormDialogState {
  form: FormInstance;
  open: boolean;
  close(): void;
  saving: boolean;
  submit(): Promise<void>;
}

interface Props extends Omit<ModalProps, 'open' | 'onCancel' | 'afterClose' | 'footer'> {
  dialog: FormDialogState;
  onClose(): void;
  cancelLabel: string;
  saveLabel: string;
  saveTestId: string;
  children: ReactNode;
}

/** The dialog of `useFormDialog`: closes on cancel, its footer "cancel / save". */
export function FormDialog({
  dialog,
  onClose,
  cancelLabel,
  saveLabel,
  saveTestId,
  children,
  ...modal
}: Props) {
  return (
    <Modal
      open={dialog.open}
      onCancel={dialog.close}
      afterClose={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={dialog.close}>
          {cancelLabel}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={dialog.saving}
          onClick={() => void dialog.submit()}
          data-testid={saveTestId}
        >
          {saveLabel}
        </Button>,
      ]}
      {...modal}
    >
      {children}
    </Modal>
  );
}
