import { Input } from 'antd';

interface Props {
  value: number;
  onChange(value: number): void;
  testId: string;
  disabled?: boolean;
  invalid?: boolean;
  width?: number;
}

/** A millimetre or point value in steps of 0.5 (a plain number input: the editor stays light). */
export function NumberInput({ value, onChange, testId, disabled, invalid, width = 76 }: Props) {
  return (
    <Input
      type="number"
      size="small"
      min={0}
      max={300}
      step={0.5}
      data-testid={testId}
      value={Number.isFinite(value) ? value : ''}
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      onChange={(e) => {
        const next = Number(e.target.value);
        onChange(Number.isFinite(next) ? next : 0);
      }}
      style={{ width }}
    />
  );
}
