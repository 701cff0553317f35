/** Strings of the shared list controls (option selects, pagers, paged tables): loaded with the screens. */
export const lists = {
  select: { placeholder: 'Выберите', loading: 'Загрузка...', nothingFound: 'Ничего не найдено' },
  pager: { previous: 'Назад', next: 'Далее', page: 'Страница {{page}}' },
  list: {
    empty: 'Нет данных',
    loadError: 'Не удалось загрузить данные',
    scrollRegion: 'Таблица (прокручивается в сторону)',
  },
};
