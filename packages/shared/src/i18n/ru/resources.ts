/** Titles and field labels of the engine's resources, in Russian. */
export const resources = {
  province: { title: 'Области', one: 'Область', fields: { name: 'Название' } },
  region: { title: 'Районы', one: 'Район', fields: { name: 'Название', province_id: 'Область' } },
  village: {
    title: 'Махалли',
    one: 'Махалля',
    fields: { name: 'Название', province_id: 'Область', region_id: 'Район' },
  },
  unit: {
    title: 'Единицы измерения',
    one: 'Единица измерения',
    fields: { name: 'Название', short_name: 'Краткое название' },
  },
  brand: { title: 'Бренды', one: 'Бренд', fields: { name: 'Название', short_name: 'Краткое название' } },
};
