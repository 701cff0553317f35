/** The staff news feed (/news). */
export const news = {
  empty: 'Hozircha yangilik yoʻq',
  unreadCount: 'Oʻqilmagan: {{n}}',
  new: 'Yangi',
  markRead: 'Oʻqildi',
  read: 'Oʻqilgan',
  published: 'Eʼlon qilingan sana: {{date}}',
  loadError: 'Yangiliklarni yuklab boʻlmadi',
};
