/** Client orders and instalment contracts (issue 10): screens, statuses and refusals. */
export const contracts = {
  errors: {
    notFound: 'Shartnoma topilmadi',
    notOpen: 'Shartnoma holati «{{status}}»: bu amalni bajarib boʻlmaydi',
    notCreated: 'Shartnoma holati «{{status}}»: faqat yaratilgan shartnomada mumkin',
    notActive: 'Shartnoma holati «{{status}}»: faqat faol shartnomada mumkin',
    notFrozen: 'Shartnoma muzlatilmagan',
    moreThanRest: 'Summa shartnoma qoldigʻidan ({{rest}}) koʻp',
    noRest: 'Shartnoma qarzi yoʻq: toʻlov qabul qilinmaydi',
    accountInsufficient: 'Mijoz hisobida yetarli mablagʻ yoʻq: mavjud {{available}}',
    overpaidSpent:
      'Ortiqcha toʻlov mijoz hisobidan sarflangan (mavjud {{available}}): toʻlovni bekor qilib boʻlmaydi',
    alreadyReversed: 'Bu hisob-kitob allaqachon bekor qilingan',
    isReversal: 'Bu №{{id}} hisob-kitobni bekor qilgan yozuv: uni bekor qilib boʻlmaydi',
    paidMismatch: 'Toʻlangan summa kurs boʻyicha shartnoma summasiga mos emas',
    idempotencyMismatch: 'Bu Idempotency-Key boshqa hisob-kitob uchun ishlatilgan',
    hasPayments: 'Shartnoma boʻyicha toʻlov qabul qilingan: avval toʻlovlarni bekor qiling',
    prepaymentTooSmall: 'Oldindan toʻlov eng kamida {{minimum}} boʻlishi kerak',
    prepaymentTooLarge: 'Oldindan toʻlov tovarlar narxidan kam boʻlishi kerak',
    noPrice: '«{{product}}» tovarining sotuv narxi yoʻq',
    noRate: '{{date}} sanasi uchun valyuta kursi kiritilmagan',
    tariffInactive: 'Tarif faol emas',
    orderNotCreated: 'Buyurtma holati «{{status}}»: u allaqachon koʻrib chiqilgan',
    sameResponsible: 'Bu xodim allaqachon masʼul',
    cashboxRequired: 'Oldindan toʻlov uchun kassani tanlang',
  },
};
