/** Strings of the integrations screens: marked goods, sold IMEI units. */
export const integrations = {
  fields: {
    product: 'Товар',
    serial: 'Серийный номер',
    marking: 'Код маркировки',
    warehouse: 'Склад',
    date: 'Дата',
    type: 'Движение',
    document: 'Документ',
    from: 'С',
    to: 'По',
  },
  markings: {
    residue: 'Маркированные товары на складе',
    output: 'Выбывшие маркированные товары',
    code: 'Серийный номер или код маркировки',
  },
  movements: {
    OUTPUT: 'Продажа',
    MOVE_OUTPUT: 'Перемещение',
    RETURNED_PRODUCT: 'Возврат поставщику',
    EXPENSE_OUTPUT: 'Списание на расходы',
    COUNTING_ACT_OUTPUT: 'Недостача по инвентаризации',
  },
  imei: {
    status: 'Статус в реестре',
    allStatuses: 'Все статусы',
    statuses: { PENDING: 'Не передан', REGISTERED: 'Передан', FAILED: 'Ошибка' },
    answer: 'Ответ реестра',
    attempts: 'Попытки',
    report: 'Передать в реестр',
    retry: 'Передать повторно',
  },
};
