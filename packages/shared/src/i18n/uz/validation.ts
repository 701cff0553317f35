import type { ValidationRule } from '../../validation/messages.ts';

/** Validation messages (product.md section 5); oʻ and gʻ are written with U+02BB. */
export const validation = {
  required: 'Maydon toʻldirilishi shart',
  length: 'Maydon aniq {{n}} ta belgidan iborat boʻlishi kerak',
  email: 'Elektron pochta formati notoʻgʻri',
  notNol: '0 dan katta qiymat kiriting',
  passport: 'Pasport seriyasi notoʻgʻri',
  phone: 'Telefon raqami 998 bilan boshlanishi va jami 12 ta raqamdan iborat boʻlishi kerak',
  deviceCode: 'Qurilma kodi aniq 6 ta belgidan iborat boʻlishi kerak',
  min: 'Maydon qiymati {{n}} ta belgidan kam boʻlishi mumkin emas',
  max: 'Maydon qiymati {{n}} ta belgidan koʻp boʻlishi mumkin emas',
  minValue: 'Kiritilgan qiymat {{n}} dan kam boʻlmasligi kerak',
  maxValue: 'Kiritilgan qiymat {{n}} dan katta boʻlmasligi kerak',
  password:
    'Parol kamida 6 ta belgidan iborat boʻlishi hamda kamida bitta katta harf, bitta kichik harf, bitta belgi va raqamni oʻz ichiga olishi kerak',
  date: 'Sanani toʻgʻri formatda kiriting',
  futureDate: 'Sana bugungi yoki undan keyingi kun boʻlishi kerak',
  afterDate: 'Sana {{date}} yoki undan keyin boʻlishi kerak',
  time: 'Vaqtni toʻgʻri formatda kiriting',
  cardDate: 'Karta amal qilish muddati notoʻgʻri',
  cardNumber: 'Karta raqamini toʻgʻri kiriting',
  period: 'Sana oraligʻini kiriting',
  pinfl: 'JSHSHIR 14 ta raqamdan iborat boʻlishi kerak',
  stir: 'STIR 9 ta raqamdan iborat boʻlishi kerak',
  mfo: 'MFO 5 ta raqamdan iborat boʻlishi kerak',
  bankAccount: 'Hisob raqami 20 ta raqamdan iborat boʻlishi kerak',
  imei: 'IMEI raqami notoʻgʻri',
  money: 'Summani toʻgʻri kiriting: manfiy boʻlmagan son, kasr qismida koʻpi bilan 2 ta raqam',
  number: 'Son kiriting',
  invalid: 'Qiymat notoʻgʻri',
  passwordRepeat: 'Parollar bir xil emas',
} satisfies Record<ValidationRule, string>;
