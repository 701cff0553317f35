import type { apiReference as uz } from '../uz/api-reference.ts';

/** The API reference screen (/info/api-reference, developers): the OpenAPI document of every route. */
export const apiReference: typeof uz = {
  search: 'Поиск по пути, разделу или правилу',
  download: 'Скачать openapi.json',
  count: 'Маршрутов: {{n}}',
  method: 'Метод',
  path: 'Путь',
  rule: 'Правило',
  parameters: 'Параметры',
  body: 'Тело запроса',
  responses: 'Ответы',
  none: 'Нет',
};
