/** Labels of enum values used by resource fields (`enums.<enumKey>.<value>`). */
export const enums = {
  markupStatus: { CREATED: 'Kiritilgan', APPROVED: 'Tasdiqlangan' },
  currency: { UZS: 'UZS', USD: 'USD' },
  paymentGroup: { CASH: 'Naqd pul', CARD: 'Plastik karta', TRANSFER: 'Pul oʻtkazmasi', OTHER: 'Boshqa' },
  appKind: {
    CONSULTANT: 'Konsultant (planshet)',
    LEVY: 'Undiruv',
    COUNTER: 'Inventarizatsiya',
    FACE_ID: 'Face ID',
  },
  weekday: {
    MON: 'Dushanba',
    TUE: 'Seshanba',
    WED: 'Chorshanba',
    THU: 'Payshanba',
    FRI: 'Juma',
    SAT: 'Shanba',
    SUN: 'Yakshanba',
  },
};
