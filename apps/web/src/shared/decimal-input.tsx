import { Input, type InputRef } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';

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
 * The wire's decimal as the box shows it while typing: thousands grouped with
 * no-break spaces and a decimal comma, "4812500.00" → "4 812 500"; a fraction
 * of zeros only (two or more, as the server sends amounts) is left out, a
 * fraction being typed ("5,", "5,0") is kept, and all of it with `typing`
 * (the box has the focus: "2,00" on its way to "2,005"). Other text is shown as it is.
 */
export function groupDecimalText(value: string, typing = false): string {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(value);
  if (!match) return value;
  const [, sign = '', whole = '', fraction] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  if (fraction === undefined || (!typing && /^0{2,}$/.test(fraction))) return `${sign}${grouped}`;
  return `${sign}${grouped},${fraction}`;
}

/** How many digits (and the decimal mark) stand before `caret` in `text`. */
const marksBefore = (text: string, caret: number): number =>
  text.slice(0, caret).replace(/[^\d.,-]/g, '').length;

/** The caret position in `text` just after its `count`th digit or mark. */
function caretAfter(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/[\d.,-]/.test(text.charAt(i))) seen++;
    if (seen === count) return i + 1;
  }
  return text.length;
}

/**
 * A decimal kept as the string typed (never a float): a comma becomes the
 * point, spaces go, so "5 000 000" passes the shared money rule; the box
 * shows it grouped as it is typed ("5 000 000"), the caret staying after
 * the digit it followed.
 */
export function DecimalInput({ id, value, onChange, suffix, testId, placeholder }: DecimalInputProps) {
  const ref = useRef<InputRef>(null);
  const caret = useRef<number | null>(null);
  /** Set on focus: the box shows its zero fraction then ("860 000" → "860 000,00"), so the text is selected again whole. */
  const selectAll = useRef(false);
  const [typing, setTyping] = useState(false);
  const text =
    typeof value === 'string' || typeof value === 'number' ? groupDecimalText(String(value), typing) : '';
  useLayoutEffect(() => {
    const input = ref.current?.input;
    if (selectAll.current && input && document.activeElement === input) {
      selectAll.current = false;
      input.select();
      return;
    }
    if (caret.current === null || !input || document.activeElement !== input) return;
    const at = caretAfter(input.value, caret.current);
    input.setSelectionRange(at, at);
    caret.current = null;
  });
  return (
    <Input
      ref={ref}
      id={id}
      data-testid={testId}
      inputMode="decimal"
      value={text}
      onFocus={() => {
        selectAll.current = true;
        setTyping(true);
      }}
      onBlur={() => setTyping(false)}
      onChange={(e) => {
        caret.current = marksBefore(e.target.value, e.target.selectionStart ?? e.target.value.length);
        onChange?.(normalizeDecimalText(e.target.value));
      }}
      suffix={suffix}
      placeholder={placeholder}
    />
  );
}
