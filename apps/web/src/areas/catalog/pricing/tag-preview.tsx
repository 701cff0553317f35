import { priceTagMonthly } from '@savdo/shared/contracts';
import {
  LINE_HEIGHT,
  linesThatFit,
  monthlyLine,
  TAG_ELEMENTS,
  type TagBox,
  type TagElement,
  type TagLayout,
  tagMoney,
} from '@savdo/shared/price-tags';
import { type CSSProperties, type PointerEvent, useRef } from 'react';

/** A point is 1/72 inch; the preview draws millimetres at `scale` pixels each. */
const PT_IN_MM = 25.4 / 72;
const SAMPLE_PRICE = 599_900_000n;
const SAMPLE_TERMS = [3, 6, 12];

interface Props {
  width: number;
  height: number;
  layout: TagLayout;
  footer: string;
  sampleName: string;
  /** Pixels per millimetre. */
  scale: number;
  /** Elements whose box is invalid, drawn red. */
  invalid: ReadonlySet<TagElement>;
  onMove(element: TagElement, x: number, y: number): void;
}

/** The sample monthly payment of a term: the calculator's, with no markup, rounded up to 1 000 soʻm. */
const sampleMonthly = (months: number) =>
  priceTagMonthly(SAMPLE_PRICE, { months, markupPercent: '0', additionalMarkupPercent: '0' }, 100_000n);

/**
 * The tag as it prints: each shown element in its box at scale, text in its
 * font and clipped to the lines that fit, as the PDF does. Boxes are dragged
 * with the pointer in whole tenths of a millimetre.
 */
export function TagPreview({ width, height, layout, footer, sampleName, scale, invalid, onMove }: Props) {
  const drag = useRef<{ element: TagElement; x0: number; y0: number; px: number; py: number } | null>(null);
  const terms = layout.terms.length ? layout.terms : SAMPLE_TERMS;
  const text: Record<TagElement, string> = {
    name: sampleName,
    price: tagMoney(SAMPLE_PRICE),
    monthly: terms
      .slice(0, linesThatFit(layout.elements.monthly))
      .map((months) => monthlyLine({ months, amount: sampleMonthly(months) }))
      .join('\n'),
    barcode: '',
    footer,
  };

  const start = (element: TagElement) => (e: PointerEvent<HTMLDivElement>) => {
    const box = layout.elements[element];
    drag.current = { element, x0: box.x, y0: box.y, px: e.clientX, py: e.clientY };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    const box = layout.elements[d.element];
    const clamp = (v: number, max: number) =>
      Math.round(Math.min(Math.max(v, 0), Math.max(0, max)) * 10) / 10;
    onMove(
      d.element,
      clamp(d.x0 + (e.clientX - d.px) / scale, width - box.w),
      clamp(d.y0 + (e.clientY - d.py) / scale, height - box.h),
    );
  };
  const end = () => {
    drag.current = null;
  };

  const boxStyle = (element: TagElement, box: TagBox): CSSProperties => ({
    position: 'absolute',
    left: box.x * scale,
    top: box.y * scale,
    width: box.w * scale,
    height: box.h * scale,
    fontSize: box.font * PT_IN_MM * scale,
    lineHeight: LINE_HEIGHT,
    fontWeight: element === 'name' || element === 'price' ? 700 : 400,
    overflow: 'hidden',
    whiteSpace: element === 'monthly' ? 'pre' : element === 'name' ? 'normal' : 'nowrap',
    textOverflow: 'ellipsis',
    outline: `1px dashed ${invalid.has(element) ? '#ff4d4f' : '#91caff'}`,
    cursor: 'move',
    touchAction: 'none',
    userSelect: 'none',
    fontFamily: '"DejaVu Sans", Verdana, sans-serif',
    color: '#000',
  });

  return (
    <div
      data-testid="tag-preview"
      style={{
        position: 'relative',
        width: width * scale,
        height: height * scale,
        background: '#fff',
        border: '1px solid #999',
        boxShadow: '0 2px 8px rgba(0,0,0,0.15)',
      }}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
    >
      {TAG_ELEMENTS.filter((element) => layout.elements[element].show).map((element) => {
        const box = layout.elements[element];
        return (
          <div
            key={element}
            data-testid={`preview-${element}`}
            style={boxStyle(element, box)}
            onPointerDown={start(element)}
          >
            {element === 'barcode' ? <Bars /> : text[element]}
          </div>
        );
      })}
    </div>
  );
}

/** A stand-in barcode filling its box (the PDF draws the product's real one). */
function Bars() {
  const widths = [2, 1, 1, 3, 1, 2, 2, 1, 3, 1, 1, 2, 1, 3, 2, 1, 1, 2, 3, 1, 2, 1, 1, 3, 2];
  let x = 0;
  return (
    <svg width="100%" height="100%" viewBox="0 0 60 20" preserveAspectRatio="none" aria-hidden>
      {widths.map((w, i) => {
        const bar = i % 2 === 0 ? <rect key={x} x={x} y={0} width={w} height={16} fill="#000" /> : null;
        x += w;
        return bar;
      })}
    </svg>
  );
}
