/** Strings of the shared list controls (option selects, pagers, paged tables): loaded with the screens. */
export const lists = {
  select: { placeholder: 'Tanlang', loading: 'Yuklanmoqda...', nothingFound: 'Hech narsa topilmadi' },
  pager: { previous: 'Oldingi', next: 'Keyingi', page: '{{page}}-sahifa' },
  list: {
    empty: 'Maʼlumot yoʻq',
    loadError: 'Maʼlumotni yuklab boʻlmadi',
    scrollRegion: 'Jadval (yon tomonga aylantiriladi)',
  },
};
