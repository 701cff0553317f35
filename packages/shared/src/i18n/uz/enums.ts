/** Labels of enum values used by resource fields (`enums.<enumKey>.<value>`). */
export const enums = {
  currency: { UZS: 'UZS', USD: 'USD' },
};
