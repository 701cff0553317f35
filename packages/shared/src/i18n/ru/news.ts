/** Лента новостей для сотрудников (/news). */
export const news = {
  empty: 'Новостей пока нет',
  unreadCount: 'Непрочитанных: {{n}}',
  new: 'Новое',
  markRead: 'Прочитано',
  read: 'Прочитано',
  published: 'Дата публикации: {{date}}',
  loadError: 'Не удалось загрузить новости',
};
