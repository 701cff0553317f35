/** Shell-wide strings of the web app: toasts, header, auth pages, generic screens. */
export const common = {
  appName: 'Savdo',
  appShortName: 'S',
  loading: 'Загрузка...',
  toast: {
    unknownError: 'Неизвестная ошибка!',
    success: 'Операция успешно выполнена',
  },
  actions: {
    retry: 'Повторить',
    reload: 'Обновить страницу',
  },
  language: {
    label: 'Язык',
    uz: 'UZ',
    ru: 'RU',
  },
  header: {
    openMenu: 'Меню',
    collapseMenu: 'Свернуть меню',
    expandMenu: 'Развернуть меню',
    changePassword: 'Сменить пароль',
    twoFactor: 'Двухэтапный вход',
    signOut: 'Выйти',
  },
  session: {
    loadFailed: 'Не удалось загрузить данные пользователя',
  },
  auth: {
    login: {
      title: 'Вход в систему',
      username: 'Логин',
      password: 'Пароль',
      remember: 'Запомнить меня',
      captcha: 'Введите символы с картинки',
      captchaImage: 'Проверочная картинка',
      captchaRefresh: 'Другая картинка',
      submit: 'Войти',
    },
    twoFactor: {
      hint: 'Введите 6-значный код из приложения-аутентификатора.',
      recoveryHint: 'Введите один из сохранённых резервных кодов. Каждый код действует один раз.',
      code: 'Код из приложения',
      recoveryCode: 'Резервный код',
      submit: 'Подтвердить',
      useRecovery: 'Нет приложения? Войти по резервному коду',
      useApp: 'Войти по коду из приложения',
    },
    prompt: {
      title: 'Сессия завершена',
      text: 'В целях безопасности сессия завершена. Войдите снова: открытая страница и введённые данные сохранятся.',
    },
    renew: {
      title: 'Смена пароля',
      expired: 'Срок действия вашего пароля истёк. Чтобы продолжить, задайте новый пароль.',
      oldPassword: 'Текущий пароль',
      newPassword: 'Новый пароль',
      repeatPassword: 'Повторите новый пароль',
      samePassword: 'Новый пароль должен отличаться от текущего',
      submit: 'Сохранить',
    },
  },
  notFound: {
    title: 'Страница не найдена',
    text: 'Страница, которую вы ищете, не существует или у вас нет прав на её просмотр.',
    home: 'На главную',
  },
  notBuilt: {
    notice: 'Этот экран ещё не готов.',
  },
  sectionIndex: {
    hint: 'Выберите нужную страницу.',
    empty: 'В этом разделе нет страниц, доступных вам.',
    group: 'Группа страниц',
  },
  routeError: {
    title: 'Не удалось загрузить страницу',
    text: 'Обновите страницу и попробуйте ещё раз.',
  },
  dates: {
    placeholder: 'дд.мм.гггг',
    monthPlaceholder: 'Месяц',
    timePlaceholder: 'чч:мм',
    from: 'с',
    to: 'по',
  },
  appUpdate: {
    title: 'Приложение обновлено',
    reloaded: 'Вышла новая версия приложения: страница перезагружена.',
    reloadNeeded: 'Вышла новая версия приложения. Обновите страницу.',
  },
  filters: {
    title: 'Фильтры',
    withCount: 'Фильтры ({{count}})',
    done: 'Готово',
  },
};
