export { createI18n, DEFAULT_LANGUAGE, NAMESPACES, enResources } from './i18n';
export { directionOf, applyDocumentLanguage, type Direction } from './direction';
