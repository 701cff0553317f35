/** Strings of the integrations screens: marked goods, sold IMEI units. */
export const integrations = {
  fields: {
    product: 'Mahsulot',
    serial: 'Seriya raqami',
    marking: 'Markirovka kodi',
    warehouse: 'Ombor',
    date: 'Sana',
    type: 'Harakat',
    document: 'Hujjat',
    from: 'Dan',
    to: 'Gacha',
  },
  markings: {
    residue: 'Ombordagi markirovkali mahsulotlar',
    output: 'Chiqib ketgan markirovkali mahsulotlar',
    code: 'Seriya raqami yoki markirovka kodi',
  },
  movements: {
    OUTPUT: 'Sotuv',
    MOVE_OUTPUT: 'Koʻchirish',
    RETURNED_PRODUCT: 'Taʼminotchiga qaytarish',
    EXPENSE_OUTPUT: 'Xarajatga chiqim',
    COUNTING_ACT_OUTPUT: 'Inventarizatsiya kamomadi',
  },
  imei: {
    status: 'Reyestr holati',
    allStatuses: 'Barcha holatlar',
    statuses: { PENDING: 'Yuborilmagan', REGISTERED: 'Yuborilgan', FAILED: 'Xato' },
    answer: 'Reyestr javobi',
    attempts: 'Urinishlar',
    report: 'Reyestrga yuborish',
    retry: 'Qayta yuborish',
  },
};
