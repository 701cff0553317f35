/** The API reference screen (/info/api-reference, developers): the OpenAPI document of every route. */
export const apiReference = {
  search: 'Yoʻl, boʻlim yoki qoida boʻyicha qidirish',
  download: 'openapi.json yuklab olish',
  count: '{{n}} ta yoʻl',
  method: 'Usul',
  path: 'Yoʻl',
  rule: 'Qoida',
  parameters: 'Parametrlar',
  body: 'Soʻrov tanasi',
  responses: 'Javoblar',
  none: 'Yoʻq',
};
