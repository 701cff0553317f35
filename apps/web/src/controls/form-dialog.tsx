import { App, Button, Form, type FormInstance, Modal, type ModalProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/http.ts';

/**
 * A form in a dialog that opens at once: its form, whether it is open, the
 * save in progress, and `submit` — validates, runs `save` and closes on
 * success; a failed save stays open. A refusal of the server was shown by
 * the main client's toast; any other failure (the shared schema refusing the
 * values before they are sent, a bug) gets a toast here, so Save never
 * looks dead.
 */
/**
 * The toast a failed save needs: none for the server's refusal (the main
 * client showed it), "bad input" for values the shared schema refused before
 * sending, "unknown" for anything else.
 */
export function saveFailureKey(error: unknown): string | null {
  if (error instanceof ApiError) return null;
  return error instanceof Error && error.name === 'ZodError' ? 'errors.badRequest' : 'errors.unknown';
}

export function useFormDialog<Values>(save: (values: Values) => Promise<void>) {
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(true);
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();
  const { t } = useTranslation();
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
    } catch (error) {
      const key = saveFailureKey(error);
      if (key !== null) {
        console.error(error);
        message.error(t(key));
      }
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
