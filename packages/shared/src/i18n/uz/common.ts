/** Shell-wide strings of the web app: toasts, header, auth pages, generic screens. */
export const common = {
  appName: 'Savdo',
  appShortName: 'S',
  loading: 'Yuklanmoqda...',
  toast: {
    unknownError: 'Nomaʼlum xatolik!',
    success: 'Amaliyot muvaffaqiyatli bajarildi',
  },
  actions: {
    retry: 'Qayta urinish',
    reload: 'Sahifani yangilash',
  },
  language: {
    label: 'Til',
    uz: 'UZ',
    ru: 'RU',
  },
  header: {
    openMenu: 'Menyu',
    collapseMenu: 'Menyuni yigʻish',
    expandMenu: 'Menyuni ochish',
    changePassword: 'Parolni oʻzgartirish',
    twoFactor: 'Ikki bosqichli kirish',
    signOut: 'Chiqish',
  },
  session: {
    loadFailed: 'Foydalanuvchi maʼlumotlarini yuklab boʻlmadi',
  },
  auth: {
    login: {
      title: 'Tizimga kirish',
      username: 'Login',
      password: 'Parol',
      remember: 'Meni eslab qol',
      captcha: 'Rasmdagi belgilarni kiriting',
      captchaImage: 'Tekshiruv rasmi',
      captchaRefresh: 'Boshqa rasm',
      submit: 'Kirish',
    },
    twoFactor: {
      hint: 'Autentifikator ilovasidagi 6 xonali kodni kiriting.',
      recoveryHint: 'Saqlab qoʻygan zaxira kodlaringizdan birini kiriting. Har bir kod bir marta ishlaydi.',
      code: 'Ilovadagi kod',
      recoveryCode: 'Zaxira kod',
      submit: 'Tasdiqlash',
      useRecovery: 'Ilova yoʻqmi? Zaxira koddan foydalanish',
      useApp: 'Ilovadagi koddan foydalanish',
    },
    prompt: {
      title: 'Sessiya tugadi',
      text: 'Xavfsizlik uchun sessiyangiz tugatildi. Qaytadan kiring: ochiq sahifa va kiritilgan maʼlumotlar saqlanadi.',
    },
    renew: {
      title: 'Parolni yangilash',
      expired: 'Parolingiz muddati tugagan. Davom etish uchun yangi parol oʻrnating.',
      oldPassword: 'Joriy parol',
      newPassword: 'Yangi parol',
      repeatPassword: 'Yangi parolni takrorlang',
      samePassword: 'Yangi parol joriy paroldan farq qilishi kerak',
      submit: 'Saqlash',
    },
  },
  notFound: {
    title: 'Sahifa topilmadi',
    text: 'Siz qidirgan sahifa mavjud emas yoki uni ochishga ruxsatingiz yoʻq.',
    home: 'Bosh sahifaga qaytish',
  },
  notBuilt: {
    notice: 'Bu sahifa hali tayyor emas.',
  },
  sectionIndex: {
    hint: 'Kerakli sahifani tanlang.',
    empty: 'Bu boʻlimda siz ochishingiz mumkin boʻlgan sahifa yoʻq.',
    group: 'Sahifalar guruhi',
  },
  routeError: {
    title: 'Sahifani yuklab boʻlmadi',
    text: 'Sahifani yangilab, qayta urinib koʻring.',
  },
  dates: {
    placeholder: 'kk.oo.yyyy',
    monthPlaceholder: 'Oy',
    timePlaceholder: 'ss:dd',
    from: 'dan',
    to: 'gacha',
  },
  appUpdate: {
    title: 'Dastur yangilandi',
    reloaded: 'Dasturning yangi versiyasi chiqdi: sahifa qayta yuklandi.',
    reloadNeeded: 'Dasturning yangi versiyasi chiqdi. Sahifani yangilang.',
  },
  filters: {
    title: 'Filtrlar',
    withCount: 'Filtrlar ({{count}})',
    done: 'Tayyor',
  },
};
