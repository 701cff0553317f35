import { recordSchema } from '@savdo/shared/resources';
import { village } from '@savdo/shared/resources/definitions';
import { describe, expect, it } from 'vitest';
import { formFieldsOf, initialValues, serverFieldErrors, toPayload } from './form-values.ts';
import { sampleDef } from './test-defs.ts';

describe('dialog values', () => {
  it('opens an edit with the record as the controls hold it', () => {
    const row = {
      id: 2,
      name: 'Bosh ofis',
      note: null,
      province_id: 1,
      province_name: 'Toshkent',
      currency: 'UZS',
      is_office: true,
      date: '2025-03-09',
      amount: '100.00',
      rate: '1.5000',
      opens_at: '09:30:00',
      code: 'X',
      hidden: 5,
    };
    expect(initialValues(sampleDef, 'edit', row)).toEqual({
      name: 'Bosh ofis',
      note: undefined,
      province_id: 1,
      region_id: undefined,
      currency: 'UZS',
      is_office: true,
      date: '2025-03-09',
      amount: '100.00',
      rate: '1.5000',
      opens_at: '09:30',
      code: 'X',
    });
  });

  it('opens an add with the defaults', () => {
    expect(initialValues(sampleDef, 'create')).toEqual({ is_office: false });
    expect(formFieldsOf(sampleDef).map((f) => f.name)).not.toContain('hidden');
  });

  it('sends every form field, blanks as null, text trimmed, plus the extra fields', () => {
    const payload = toPayload(
      sampleDef,
      { name: '  Filial ', note: '', province_id: 4, amount: '12.5', password: ' Pass#1 ' },
      ['password'],
    );
    expect(payload).toEqual({
      name: 'Filial',
      note: null,
      province_id: 4,
      region_id: null,
      currency: null,
      is_office: false,
      date: null,
      amount: '12.5',
      rate: null,
      opens_at: null,
      code: null,
      password: ' Pass#1 ',
    });
  });

  it('sends what the shared schema accepts', () => {
    const values = { name: 'Yangi mahalla', province_id: 1, region_id: 2 };
    expect(recordSchema(village).safeParse(toPayload(village, values)).success).toBe(true);
  });
});

describe('field errors of a 400 answer', () => {
  it('groups "field: message" lines of the dialog fields', () => {
    const lines = [
      'name: Bunday qiymat allaqachon mavjud',
      'region_id: Tanlangan yozuv topilmadi',
      'name: Maydon qiymati 100 ta belgidan koʻp boʻlishi mumkin emas',
      'Something general',
      'other_field: ignored',
    ];
    expect(serverFieldErrors(lines, ['name', 'province_id', 'region_id'])).toEqual([
      {
        name: 'name',
        errors: [
          'Bunday qiymat allaqachon mavjud',
          'Maydon qiymati 100 ta belgidan koʻp boʻlishi mumkin emas',
        ],
      },
      { name: 'region_id', errors: ['Tanlangan yozuv topilmadi'] },
    ]);
  });
});
