/**
 * The ids of the marketing scripts admins configure at /admin/marketing, checked by strict patterns on
 * the server (when saved) and in the admin page (as they are typed): an id is only ever put into a
 * fixed script address, never script text. Imported by the client as `#shared/marketing-ids.ts`.
 * Imports nothing.
 */

export const PIXEL_KINDS = ['META', 'GOOGLE_ADS'] as const;
export type PixelKind = (typeof PIXEL_KINDS)[number];

export const PIXEL_ID_RULES: Record<PixelKind, { pattern: RegExp; label: string; example: string; message: string }> = {
  META: {
    pattern: /^\d{15,16}$/,
    label: 'Meta pixel',
    example: '123456789012345',
    message: 'A Meta pixel id is 15 or 16 digits (Events Manager → Data sources)',
  },
  GOOGLE_ADS: {
    pattern: /^AW-\d{9,11}$/,
    label: 'Google Ads tag',
    example: 'AW-123456789',
    message: 'A Google Ads tag id is AW- followed by 9 to 11 digits',
  },
};

/** Google Tag Manager container: GTM- and 4 to 10 capitals or digits. */
export const TAG_MANAGER_ID = { pattern: /^GTM-[A-Z0-9]{4,10}$/, example: 'GTM-ABC1234', message: 'A container id is GTM- followed by 4 to 10 capital letters or digits' };

/** Microsoft Clarity project id: 8 to 12 lower-case letters or digits. */
export const ANALYTICS_PROJECT_ID = { pattern: /^[a-z0-9]{8,12}$/, example: 'abcd1234ef', message: 'A Clarity project id is 8 to 12 lower-case letters or digits' };

/** Most pixels one shop configures. */
export const MAX_PIXELS = 20;
