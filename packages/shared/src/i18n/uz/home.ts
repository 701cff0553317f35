/** The landing page of a user without the dashboard: their work for today (`GET /api/home/today`). */
export const home = {
  title: 'Bugungi ishlarim',
  loadFailed: 'Bugungi ishlarni yuklab boʻlmadi',
  retry: 'Qayta urinish',
  empty: 'Kutayotgan ish yoʻq',
  blocks: {
    cash: 'Kassa',
    collections: 'Undiruv',
    warehouse: 'Ombor',
    hr: 'Kadrlar',
  },
  lines: {
    cashbox: 'Kassa qoldigʻi: {{name}}',
    receipts: 'Bugungi tushumlar',
    cash_orders: 'Qabul qilishni kutayotgan kassa orderlari',
    promises: 'Bugun toʻlash vaʼdalari',
    day_list: 'Bugungi roʻyxatim: kechikkan shartnomalar',
    supplier_input: 'Tasdiqlashni kutayotgan kirim yuk xatlari',
    supplier_return: 'Tasdiqlashni kutayotgan taʼminotchiga qaytarishlar',
    expense_output: 'Tasdiqlashni kutayotgan xarajatga chiqarishlar',
    expense_input: 'Tasdiqlashni kutayotgan xarajatdan kirimlar',
    moves_on_road: 'Yoʻldagi koʻchirishlar (qabul qilinmagan)',
    absent_today: 'Bugun sababli ishda yoʻqlar',
    absence_requests: 'Qaror kutayotgan ishga kelmaslik soʻrovlari',
    candidates: 'Koʻrib chiqilayotgan nomzodlar',
    transfers: 'Kutilayotgan boshqa ishga oʻtkazishlar',
  },
};
