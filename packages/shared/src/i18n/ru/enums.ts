/** Labels of enum values used by resource fields (`enums.<enumKey>.<value>`). */
export const enums = {
  markupStatus: { CREATED: 'Создана', APPROVED: 'Утверждена' },
  currency: { UZS: 'UZS', USD: 'USD' },
  paymentGroup: { CASH: 'Наличные', CARD: 'Банковская карта', TRANSFER: 'Перечисление', OTHER: 'Другое' },
  appKind: {
    CONSULTANT: 'Консультант (планшет)',
    LEVY: 'Взыскание',
    COUNTER: 'Инвентаризация',
    FACE_ID: 'Face ID',
  },
  weekday: {
    MON: 'Понедельник',
    TUE: 'Вторник',
    WED: 'Среда',
    THU: 'Четверг',
    FRI: 'Пятница',
    SAT: 'Суббота',
    SUN: 'Воскресенье',
  },
};
