/**
 * The customization every site has before anyone changes it, as the published view
 * embeds it (official `PublishedContentSite.customizations.site`). Customization is
 * not managed by docform, so the emulator serves these defaults and stores nothing.
 */
export function defaultCustomization(title: string): Record<string, unknown> {
  const color = (light: string, dark: string) => ({ light, dark });
  const codeTheme = { light: 'default-light', dark: 'default-dark' };
  return {
    title: title.length >= 2 ? title : 'Site',
    styling: {
      theme: 'clean',
      primaryColor: color('#346DDB', '#346DDB'),
      infoColor: color('#787878', '#787878'),
      successColor: color('#00C950', '#00C950'),
      warningColor: color('#FE9A00', '#FE9A00'),
      dangerColor: color('#FB2C36', '#FB2C36'),
      corners: 'rounded',
      depth: 'subtle',
      links: 'default',
      font: 'Inter',
      monospaceFont: 'IBMPlexMono',
      codeTheme: { default: codeTheme, openapi: codeTheme },
      background: 'plain',
      icons: 'regular',
      sidebar: { background: 'default', list: 'default' },
      search: 'subtle',
    },
    internationalization: { locale: 'en' },
    favicon: {},
    header: { preset: 'default', links: [] },
    footer: { groups: [] },
    themes: { default: 'system', toggeable: true },
    feedback: { enabled: false },
    ai: { mode: 'search' },
    advancedCustomization: { enabled: false },
    trademark: { enabled: true },
    externalLinks: { target: 'self' },
    pagination: { enabled: true },
    pageActions: { items: ['markdown', 'pdf'] },
    privacyPolicy: {},
    socialPreview: {},
    socialAccounts: [],
    insights: { trackingCookie: true },
  };
}
