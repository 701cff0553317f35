import { Select, type SelectProps } from 'antd';
import { useCashboxOptions } from './use-cashbox-options.ts';

type Props = Omit<SelectProps<number>, 'options' | 'showSearch'> & { 'data-testid'?: string };

/**
 * The signed-in cashier's cashboxes (every one with `cashbox.all`), searched
 * by name as typed: an administrator may see dozens. Inside a `Form.Item`
 * the form gives it its value and onChange.
 */
export function CashboxSelect(props: Props) {
  const cashboxes = useCashboxOptions();
  return <Select<number> {...props} options={cashboxes} showSearch={{ optionFilterProp: 'label' }} />;
}
