/** The landing page of a user without the dashboard: their work for today (`GET /api/home/today`). */
export const home = {
  title: 'Мои дела на сегодня',
  loadFailed: 'Не удалось загрузить дела на сегодня',
  retry: 'Повторить',
  empty: 'Ничего не ожидает',
  blocks: {
    cash: 'Касса',
    collections: 'Взыскание',
    warehouse: 'Склад',
    hr: 'Кадры',
  },
  lines: {
    cashbox: 'Остаток кассы: {{name}}',
    receipts: 'Поступления за сегодня',
    cash_orders: 'Кассовые ордера, ожидающие приёма',
    promises: 'Обещания оплаты на сегодня',
    day_list: 'Мой список на день: просроченные договоры',
    supplier_input: 'Приходные накладные, ожидающие утверждения',
    supplier_return: 'Возвраты поставщику, ожидающие утверждения',
    expense_output: 'Списания на расходы, ожидающие утверждения',
    expense_input: 'Оприходования из расходов, ожидающие утверждения',
    moves_on_road: 'Перемещения в пути (не приняты)',
    absent_today: 'Отсутствуют сегодня по уважительной причине',
    absence_requests: 'Заявки на отсутствие, ожидающие решения',
    candidates: 'Кандидаты на рассмотрении',
    transfers: 'Ожидающие переводы на другую работу',
  },
};
