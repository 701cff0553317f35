import { Input } from 'antd';

export interface DecimalInputProps {
  id?: string;
  value?: unknown;
  onChange?: (value: string) => void;
  suffix?: string;
  testId?: string;
  placeholder?: string;
}

/** What people type into a number box, as the wire wants it: "1 250 000,5" → "1250000.5". */
export const normalizeDecimalText = (text: string): string =>
  text.replace(/,/g, '.').replace(/[\s\u00a0\u202f]/g, '');

/**
 * A decimal kept as the string typed (never a float): a comma becomes the
 * point, spaces go, so "5 000 000" passes the shared money rule.
 */
export function DecimalInput({ id, value, onChange, suffix, testId, placeholder }: DecimalInputProps) {
  return (
    <Input
      id={id}
      data-testid={testId}
      inputMode="decimal"
      value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
      onChange={(e) => onChange?.(normalizeDecimalText(e.target.value))}
      suffix={suffix}
      placeholder={placeholder}
    />
  );
}
