import type { ThemeConfig } from 'antd';

/**
 * Colours that read at WCAG 2.2 AA (4.5:1 for text) on white and on the
 * page's grey (#f5f5f5): Ant Design's defaults (primary #1677ff 4.1:1, green
 * tags 3.37:1, red links 4.08:1, placeholders 1.84:1, secondary text 3.36:1)
 * do not. The `<colour>7` tokens are the tags' text on their light fill.
 */
export const TEXT_COLOURS = {
  colorPrimary: '#0958d9',
  colorInfo: '#0958d9',
  colorLink: '#0958d9',
  colorSuccess: '#237804',
  colorWarning: '#ad4e00',
  colorError: '#cf1322',
  colorTextSecondary: '#595959',
  colorTextTertiary: '#5c5c5c',
  colorTextDescription: '#5c5c5c',
  colorTextPlaceholder: '#6b6b6b',
  colorTextLabel: '#595959',
} as const;

/** The preset tag colours' text (`<colour>7`), each darkened until it reads on its own light fill (`<colour>1`). */
export const TAG_TEXT_COLOURS = {
  volcano7: '#ad2102',
  orange7: '#ad4e00',
  gold7: '#874d00',
  yellow7: '#876800',
  lime7: '#3f6600',
  green7: '#237804',
  cyan7: '#006d75',
} as const;

/** The tags' light fills, to check the text above against. */
export const TAG_FILLS = {
  volcano7: '#fff2e8',
  orange7: '#fff7e6',
  gold7: '#fffbe6',
  yellow7: '#feffe6',
  lime7: '#fcffe6',
  green7: '#f6ffed',
  cyan7: '#e6fffb',
} as const;

export const appTheme: ThemeConfig = {
  // each screen's title is its one <h1>, drawn at the size of the <h3> it was
  token: { ...TEXT_COLOURS, ...TAG_TEXT_COLOURS, fontSizeHeading1: 24 },
};
