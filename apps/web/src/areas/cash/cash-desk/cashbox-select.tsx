import { Select, type SelectProps } from 'antd';
import { useEffect, useRef } from 'react';
import { useCashboxOptions, useDefaultCashbox } from './use-cashbox-options.ts';

type Props = Omit<SelectProps<number>, 'options' | 'showSearch'> & { 'data-testid'?: string };

/**
 * The signed-in cashier's cashboxes (every one with `cashbox.all`), searched
 * by name as typed: an administrator may see dozens. Inside a `Form.Item`
 * the form gives it its value and onChange. Left empty it takes the user's
 * own cashbox (`defaultCashbox`); one that may stay empty (`allowClear`) is
 * left empty.
 */
export function CashboxSelect(props: Props) {
  const cashboxes = useCashboxOptions();
  const preset = useDefaultCashbox();
  const { value, onChange, allowClear } = props;
  // once: a cashbox the user cleared stays cleared
  const presetDone = useRef(false);
  useEffect(() => {
    if (presetDone.current || allowClear || preset === undefined) return;
    presetDone.current = true;
    if (value !== undefined && value !== null) return;
    const option = cashboxes.find((c) => c.value === preset);
    if (option) onChange?.(preset, option);
  }, [value, onChange, allowClear, preset, cashboxes]);
  return <Select<number> {...props} options={cashboxes} showSearch={{ optionFilterProp: 'label' }} />;
}
