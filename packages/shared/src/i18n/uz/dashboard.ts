/** The landing page: dashboard tabs, branch selector, greeting. */
export const dashboard = {
  title: 'Boshqaruv paneli',
  tabs: {
    trade: 'Savdo',
    cashbox: 'Kassa',
    warehouse: 'Ombor',
    expense: 'Xarajatlar',
    levy: 'Undiruv',
    auto_payment: 'Avtotoʻlov',
    resale: 'Qayta sotuv',
    hrms: 'Ish haqi',
  },
  comingLater: 'Bu boʻlimning mazmuni keyinroq qoʻshiladi.',
  branch: 'Filial',
  branchPlaceholder: 'Filialni tanlang',
  news: {
    title: 'Yangi xabar',
    open: 'Oʻqish',
    dismiss: 'Yopish',
    more: 'Yana {{n}} ta oʻqilmagan yangilik',
  },
  greeting: {
    title: 'Xush kelibsiz, {{name}}!',
    welcome: 'Savdo — naqd va muddatli toʻlovli savdo uchun boshqaruv tizimi.',
    prompt: 'Ishni boshlash uchun menyudan kerakli boʻlimni tanlang.',
  },
};
