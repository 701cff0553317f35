import { Form, type FormItemProps } from 'antd';
import { DateField } from '../../../controls/date-fields.tsx';
import { OptionSelect, type OptionSource } from '../../../controls/option-select.tsx';

/** A form date kept as `YYYY-MM-DD` (the shared schemas' wire form), picked as DD.MM.YYYY. */
export function DateItem({ testId, ...item }: FormItemProps & { testId: string }) {
  return (
    <Form.Item {...item}>
      <DateField testId={testId} />
    </Form.Item>
  );
}

/** A picker of an HR list as a form item (options from `/salary/options/*`). */
export function PickItem({
  source,
  testId,
  ...item
}: FormItemProps & { source: OptionSource; testId: string }) {
  return (
    <Form.Item {...item}>
      <OptionSelect source={source} testId={testId} />
    </Form.Item>
  );
}
