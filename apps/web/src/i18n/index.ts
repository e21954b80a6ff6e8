/**
 * French and English for the interface: one typed message catalogue per page or component
 * ({@link defineMessages}), the current locale ({@link useLocale}), and the switch ({@link setLocale}).
 */

export { inLanguage, type Translated } from "./data.js";
export {
  getLocale,
  LOCALE_KEY,
  LOCALES,
  type Locale,
  preferredLocale,
  setLocale,
  useLocale,
} from "./locale.js";
export { type Catalog, defineMessages, messagesNow, useMessages } from "./messages.js";
export { refusalWords } from "./refusal.js";
