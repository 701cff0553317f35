import { useRef } from 'react';
import { useFormDialog } from '../../../controls/form-dialog.tsx';

/**
 * A form dialog that tells its opener whether it saved: `save` runs the call,
 * `close` reports `true` once a save went through (the list then reloads).
 */
export function useSavingDialog<Values>(
  save: (values: Values) => Promise<void>,
  onClose: (saved: boolean) => void,
) {
  const saved = useRef(false);
  const dialog = useFormDialog<Values>(async (values) => {
    await save(values);
    saved.current = true;
  });
  return { dialog, close: () => onClose(saved.current) };
}
