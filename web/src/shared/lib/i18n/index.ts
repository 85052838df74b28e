export { createI18n, DEFAULT_LANGUAGE, NAMESPACES, enResources } from './i18n';
export { useActiveLanguage } from './use-active-language';
export { directionOf, applyDocumentLanguage, isolate, type Direction, type WrittenLanguage } from './direction';
