import { DEV_RULE } from '@savdo/shared/rules';
import { STOCK_DOCUMENT_KINDS } from '@savdo/shared/schemas';
import { describe, expect, it } from 'vitest';
import { abilitiesOf, canChange, DOC_SCREENS, isEditableStatus, KIND_API, stepsFor } from './doc-kinds.ts';

const all = (object: string) => ['show', 'add', 'edit', 'approve', 'print'].map((a) => `${object}.${a}`);

describe('which actions a status allows', () => {
  const keeper = new Set([
    ...all('supplier_invoice_input'),
    ...all('move_invoice_output'),
    ...all('counting_acts'),
  ]);

  it('walks a supplier invoice: send, then approve or reject, cancel before and after', () => {
    const page = DOC_SCREENS.input;
    const can = abilitiesOf(page, keeper);
    expect(stepsFor(page, can, 'CREATED')).toEqual(['send', 'cancel']);
    expect(stepsFor(page, can, 'SENT')).toEqual(['approve', 'reject']);
    expect(stepsFor(page, can, 'APPROVED')).toEqual(['cancel-approved']);
    expect(stepsFor(page, can, 'REJECTED')).toEqual([]);
    expect(stepsFor(page, can, 'CANCELED')).toEqual([]);
  });

  it('approves the simple kinds straight from CREATED', () => {
    const rules = new Set([...all('supplier_invoice_output'), ...all('expense_product_invoice_output')]);
    for (const page of [DOC_SCREENS.return, DOC_SCREENS.expenseOutput]) {
      const can = abilitiesOf(page, rules);
      expect(stepsFor(page, can, 'CREATED')).toEqual(['approve', 'cancel']);
      expect(stepsFor(page, can, 'APPROVED')).toEqual(['cancel-approved']);
    }
  });

  it('sends moves from one page and receives them on the other, with the receiving rule', () => {
    const sender = abilitiesOf(DOC_SCREENS.moveOut, keeper);
    expect(stepsFor(DOC_SCREENS.moveOut, sender, 'CREATED')).toEqual(['send', 'cancel']);
    expect(stepsFor(DOC_SCREENS.moveOut, sender, 'WAY')).toEqual([]);
    // move_invoice_output.approve does not receive: that is move_invoice_input.approve.
    expect(stepsFor(DOC_SCREENS.moveIn, abilitiesOf(DOC_SCREENS.moveIn, keeper), 'WAY')).toEqual([]);
    const receiver = abilitiesOf(DOC_SCREENS.moveIn, new Set(all('move_invoice_input')));
    expect(stepsFor(DOC_SCREENS.moveIn, receiver, 'WAY')).toEqual(['receive', 'refuse']);
    expect(stepsFor(DOC_SCREENS.moveIn, receiver, 'APPROVED')).toEqual([]);
    expect(receiver.create).toBe(false);
  });

  it('recounts and finishes counting acts while they are open', () => {
    const page = DOC_SCREENS.counting;
    const can = abilitiesOf(page, keeper);
    expect(stepsFor(page, can, 'IN_PROGRESS')).toEqual(['recount', 'finish', 'cancel']);
    expect(stepsFor(page, can, 'RECOUNT')).toEqual(['finish', 'cancel']);
    expect(stepsFor(page, can, 'FINISHED')).toEqual([]);
    expect(isEditableStatus('COUNTING_ACT', 'RECOUNT')).toBe(true);
    expect(isEditableStatus('COUNTING_ACT', 'FINISHED')).toBe(false);
  });

  it('needs .approve for steps, .add to create, .edit to change, .print to print', () => {
    const page = DOC_SCREENS.input;
    const reader = abilitiesOf(page, new Set(['supplier_invoice_input.show', 'supplier_invoice_input.add']));
    expect(reader).toMatchObject({ create: true, edit: false, print: false });
    expect(stepsFor(page, reader, 'CREATED')).toEqual([]);
    expect(canChange(page, reader, undefined)).toBe(true);
    expect(canChange(page, reader, 'CREATED')).toBe(false);
    const editor = abilitiesOf(page, new Set(['supplier_invoice_input.edit']));
    expect(canChange(page, editor, 'CREATED')).toBe(true);
    expect(canChange(page, editor, 'SENT')).toBe(false);
    expect(canChange(page, editor, undefined)).toBe(false);
  });

  it('lets a developer do everything', () => {
    const can = abilitiesOf(DOC_SCREENS.input, new Set([DEV_RULE]));
    expect(can).toMatchObject({ create: true, edit: true, print: true });
    expect(stepsFor(DOC_SCREENS.input, can, 'SENT')).toEqual(['approve', 'reject']);
  });
});

describe('kinds', () => {
  it('has the API paths and rule objects of the shared schemas', () => {
    expect(KIND_API).toEqual(STOCK_DOCUMENT_KINDS);
  });
});
