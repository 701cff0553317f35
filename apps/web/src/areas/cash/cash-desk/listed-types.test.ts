import { describe, expect, it } from 'vitest';
import { listedTypes } from './listed-types.ts';
import { operationScreenOf } from './operation-screens.ts';

const output = operationScreenOf('cashbox-supplier-output-operations');
const input = operationScreenOf('cashbox-supplier-input-operations');

describe('the types a supplier payment screen lists', () => {
  it('lists supplier payments, rendered-service payments or both by the rules held', () => {
    expect(listedTypes(output, new Set(['supplier_output.show']))).toEqual(['SUPPLIER_OUTPUT']);
    expect(listedTypes(output, new Set(['rendered_service_supplier_output.show']))).toEqual([
      'RENDERED_SERVICE_OUTPUT',
    ]);
    expect(
      listedTypes(input, new Set(['supplier_input.show', 'rendered_service_supplier_input.show'])),
    ).toEqual(['SUPPLIER_INPUT', 'RENDERED_SERVICE_INPUT']);
  });

  it('lists nothing of its own for the journal', () => {
    expect(listedTypes(operationScreenOf('cashbox-all-cashbox-operations'), new Set(['x.show']))).toEqual([]);
  });
});
