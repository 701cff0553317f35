/** The landing page: dashboard tabs, branch selector, greeting. */
export const dashboard = {
  title: 'Панель управления',
  tabs: {
    trade: 'Торговля',
    cashbox: 'Касса',
    warehouse: 'Склад',
    expense: 'Расходы',
    levy: 'Взыскание',
    auto_payment: 'Автоплатёж',
    resale: 'Перепродажа',
    hrms: 'Зарплата',
  },
  comingLater: 'Содержимое этой вкладки появится позже.',
  branch: 'Филиал',
  branchPlaceholder: 'Выберите филиал',
  news: {
    title: 'Новое сообщение',
    open: 'Читать',
    dismiss: 'Закрыть',
    more: 'Ещё непрочитанных новостей: {{n}}',
  },
  greeting: {
    title: 'Добро пожаловать, {{name}}!',
    welcome: 'Savdo — система управления торговлей за наличные и в рассрочку.',
    prompt: 'Чтобы начать работу, выберите нужный раздел в меню.',
  },
};
