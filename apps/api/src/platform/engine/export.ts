import { translate } from '@savdo/shared/i18n';
import type { Language } from '@savdo/shared/i18n/languages';
import {
  enumLabelKey,
  type FieldDef,
  fieldLabelKey,
  inTable,
  type ResourceDef,
} from '@savdo/shared/resources';
import ExcelJS from 'exceljs';
import { languageOf } from '../http/errors.ts';
import { refLabelName } from './repository.ts';

/** A cell's value: an `enum_set` as its labels joined, anything else as stored. */
function cellOf(field: FieldDef | undefined, value: unknown, lang: Language): unknown {
  if (field?.type !== 'enum_set' || !Array.isArray(value)) return value;
  return value.map((v) => translate(lang, enumLabelKey(field, String(v)))).join(', ');
}

/** The filtered list as an .xlsx sheet, with the table's columns and translated headers. */
export async function toWorkbook(
  def: ResourceDef,
  rows: Record<string, unknown>[],
  acceptLanguage: string | string[] | undefined,
): Promise<Buffer> {
  const lang = languageOf(acceptLanguage);
  const columns: { key: string; header: string; field?: FieldDef }[] = [{ key: 'id', header: 'ID' }];
  for (const field of def.fields.filter(inTable)) {
    const key = field.type === 'ref' ? refLabelName(field) : field.name;
    columns.push({ key, header: translate(lang, fieldLabelKey(def, field.name)), field });
  }
  columns.push({ key: 'active', header: translate(lang, 'engine.status') });
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(lang, `resources.${def.name}.title`).slice(0, 31));
  sheet.columns = columns.map((c) => ({
    key: c.key,
    header: c.header,
    width: Math.max(12, c.header.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      Object.fromEntries(
        columns.map((c) => [
          c.key,
          c.key === 'active'
            ? translate(lang, row.active ? 'engine.active' : 'engine.inactive')
            : cellOf(c.field, row[c.key], lang),
        ]),
      ),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
