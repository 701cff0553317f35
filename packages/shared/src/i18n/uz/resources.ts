/** Titles and field labels of the engine's resources, in Uzbek. */
export const resources = {
  province: { title: 'Viloyatlar', one: 'Viloyat', fields: { name: 'Nomi' } },
  region: { title: 'Tumanlar', one: 'Tuman', fields: { name: 'Nomi', province_id: 'Viloyat' } },
  village: {
    title: 'Mahallalar',
    one: 'Mahalla',
    fields: { name: 'Nomi', province_id: 'Viloyat', region_id: 'Tuman' },
  },
  unit: {
    title: 'Oʻlchov birliklari',
    one: 'Oʻlchov birligi',
    fields: { name: 'Nomi', short_name: 'Qisqa nomi' },
  },
  brand: { title: 'Brendlar', one: 'Brend', fields: { name: 'Nomi', short_name: 'Qisqa nomi' } },
};
