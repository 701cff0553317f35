import type { FieldDef, ResourceDef } from './types.ts';

/** The display field of a resource. */
export const titleFieldOf = (def: ResourceDef): string => def.titleField ?? 'name';

/**
 * The field holding the title's Russian spelling (`name_ru` beside `name`), when the resource has
 * one: a reference name staff see in their language, the title itself when it is left empty.
 */
export const russianTitleFieldOf = (def: ResourceDef): string | undefined => {
  const name = `${titleFieldOf(def)}_ru`;
  return def.fields.some((f) => f.name === name) ? name : undefined;
};

/** A reference name in the screen's or paper's language: the Russian one when given, else the name. */
export const localTitle = (lang: string, name: string, nameRu: string | null | undefined): string =>
  lang === 'ru' && nameRu?.trim() ? nameRu : name;

/** Whether the title is text, so it is searched (Uzbek-folded) and kept in a folded, indexed copy. */
export const isSearchable = (def: ResourceDef): boolean => {
  const title = def.fields.find((f) => f.name === titleFieldOf(def));
  return title !== undefined && (title.type === 'text' || title.type === 'textarea');
};

export const isLongText = (field: FieldDef): boolean => field.type === 'textarea' || field.type === 'html';

export const inTable = (field: FieldDef): boolean => field.inTable ?? !isLongText(field);
export const inForm = (field: FieldDef): boolean => field.inForm ?? true;

export const maxLength = (field: FieldDef): number => field.max ?? (isLongText(field) ? 10_000 : 255);

/** Fields offered as list filters. */
export const filterFields = (def: ResourceDef): FieldDef[] =>
  def.fields.filter((f) => f.filter !== undefined);

/** Keys a list may be sorted by: `id`, `active` when toggled, and each sortable field. */
export function sortKeys(def: ResourceDef): string[] {
  return [
    'id',
    ...(def.toggle === false ? [] : ['active']),
    ...def.fields.filter((f) => f.sortable).map((f) => f.name),
  ];
}

/** i18n key of a field's label. */
export const fieldLabelKey = (def: ResourceDef, field: string): string =>
  `resources.${def.name}.fields.${field}`;
/** i18n key of an enum value's label. */
export const enumLabelKey = (field: FieldDef, value: string): string =>
  `enums.${field.enumKey ?? field.name}.${value}`;
